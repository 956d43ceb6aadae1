import RIBs

public protocol TicTacToeDependency: Dependency {
    var player1Name: String { get } // ⚑ TicTacToeDependency.player1Name
    var player2Name: String { get } // ⚑ TicTacToeDependency.player2Name
    var mutableScoreStream: MutableScoreStream { get } // ⚑ TicTacToeDependency.mutableScoreStream
}

final class TicTacToeComponent: Component<TicTacToeDependency> {
    fileprivate var player1Name: String {
        return dependency.player1Name
    }

    fileprivate var player2Name: String {
        return dependency.player2Name
    }

    fileprivate var mutableScoreStream: MutableScoreStream {
        return dependency.mutableScoreStream
    }
}

// MARK: - Builder

protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

public final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable { // ⚑ TicTacToeBuilder
    public override init(dependency: TicTacToeDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(player1Name: component.player1Name,
                                                player2Name: component.player2Name)
        let interactor = TicTacToeInteractor(presenter: viewController, mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}

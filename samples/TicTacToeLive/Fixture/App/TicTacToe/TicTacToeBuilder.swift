import Foundation

/// What TicTacToe needs from LoggedIn.
protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var mutableScoreStream: MutableScoreStream { get }
}

/// TicTacToe's scope (computed members, nothing stored). Nothing keeps it after the build.
final class TicTacToeComponent: Component<TicTacToeDependency> {
    fileprivate var player1Name: String {
        dependency.player1Name
    }

    fileprivate var player2Name: String {
        dependency.player2Name
    }

    fileprivate var mutableScoreStream: MutableScoreStream {
        dependency.mutableScoreStream
    }
}

protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

/// Builds the tic-tac-toe game. Held by `TicTacToeAdapter`; its dependency is LoggedIn's component.
final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {
    override init(dependency: TicTacToeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = TicTacToeInteractor(
            presenter: viewController, mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}

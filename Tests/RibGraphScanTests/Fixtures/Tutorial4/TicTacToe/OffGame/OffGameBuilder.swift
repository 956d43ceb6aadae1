import RIBs

public protocol OffGameDependency: Dependency {
    var player1Name: String { get } // ⚑ OffGameDependency.player1Name
    var player2Name: String { get } // ⚑ OffGameDependency.player2Name
    var scoreStream: ScoreStream { get } // ⚑ OffGameDependency.scoreStream
}

final class OffGameComponent: Component<OffGameDependency>, BasicScoreBoardDependency {
    var player1Name: String {
        return dependency.player1Name
    }

    var player2Name: String {
        return dependency.player2Name
    }

    var scoreStream: ScoreStream { // ⚑ OffGameComponent.scoreStream
        return dependency.scoreStream
    }
}

// MARK: - Builder

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable { // ⚑ OffGameBuilder
    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(player1Name: component.player1Name,
                                                   player2Name: component.player2Name,
                                                   games: games)
        let interactor = OffGameInteractor(presenter: viewController, games: games)
        interactor.listener = listener
        let scoreBoardBuilder = BasicScoreBoardBuilder(dependency: component)
        return OffGameRouter(interactor: interactor, viewController: viewController, scoreBoardBuilder: scoreBoardBuilder)
    }
}

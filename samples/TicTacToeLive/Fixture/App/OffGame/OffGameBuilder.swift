import Foundation

/// What OffGame needs from LoggedIn.
public protocol OffGameDependency: Dependency {
    /// Player 1's name.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The score so far.
    var scoreStream: ScoreStream { get }
}

/// OffGame's scope: it passes LoggedIn's names and score stream through to BasicScoreBoard
/// (computed members, nothing stored).
final class OffGameComponent: Component<OffGameDependency>, BasicScoreBoardDependency {
    var player1Name: String {
        dependency.player1Name
    }

    var player2Name: String {
        dependency.player2Name
    }

    var scoreStream: ScoreStream {
        dependency.scoreStream
    }
}

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting
}

/// Builds the screen between games. Every build makes a new OffGame RIB with a new component and a new
/// BasicScoreBoard builder.
final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(games: games)
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor,
            viewController: viewController,
            scoreBoardBuilder: BasicScoreBoardBuilder(dependency: component))
    }
}

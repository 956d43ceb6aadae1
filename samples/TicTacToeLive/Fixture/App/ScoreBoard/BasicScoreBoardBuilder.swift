import Foundation

/// What BasicScoreBoard needs from OffGame.
public protocol BasicScoreBoardDependency: Dependency {
    /// Player 1's name.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The score to show.
    var scoreStream: ScoreStream { get }
}

/// BasicScoreBoard's scope (computed members, nothing stored). Nothing keeps it after the build.
final class BasicScoreBoardComponent: Component<BasicScoreBoardDependency> {
    fileprivate var player1Name: String {
        dependency.player1Name
    }

    fileprivate var player2Name: String {
        dependency.player2Name
    }

    fileprivate var scoreStream: ScoreStream {
        dependency.scoreStream
    }
}

protocol BasicScoreBoardBuildable: Buildable {
    func build(withListener listener: BasicScoreBoardListener) -> BasicScoreBoardRouting
}

/// Builds the score board OffGame shows.
public final class BasicScoreBoardBuilder: Builder<BasicScoreBoardDependency>, BasicScoreBoardBuildable {
    /// Creates a builder that builds from OffGame's component.
    public override init(dependency: BasicScoreBoardDependency) {
        super.init(dependency: dependency)
    }

    /// Builds a score board reporting to `listener`.
    public func build(withListener listener: BasicScoreBoardListener) -> BasicScoreBoardRouting {
        let component = BasicScoreBoardComponent(dependency: dependency)
        let viewController = BasicScoreBoardViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = BasicScoreBoardInteractor(presenter: viewController, scoreStream: component.scoreStream)
        interactor.listener = listener
        return BasicScoreBoardRouter(interactor: interactor, viewController: viewController)
    }
}

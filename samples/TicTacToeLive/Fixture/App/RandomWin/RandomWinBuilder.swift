import Foundation

/// What RandomWin needs from LoggedIn.
public protocol RandomWinDependency: Dependency {
    /// Player 1's name.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The score stream to count the win on.
    var mutableScoreStream: MutableScoreStream { get }
}

/// RandomWin's scope (computed members, nothing stored). Nothing keeps it after the build.
final class RandomWinComponent: Component<RandomWinDependency> {
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

protocol RandomWinBuildable: Buildable {
    func build(withListener listener: RandomWinListener) -> RandomWinRouting
}

/// Builds the random-win game. Held by `RandomWinAdapter`; its dependency is LoggedIn's component.
public final class RandomWinBuilder: Builder<RandomWinDependency>, RandomWinBuildable {
    /// Creates a builder that builds from LoggedIn's component.
    public override init(dependency: RandomWinDependency) {
        super.init(dependency: dependency)
    }

    /// Builds the game reporting to `listener`.
    public func build(withListener listener: RandomWinListener) -> RandomWinRouting {
        let component = RandomWinComponent(dependency: dependency)
        let viewController = RandomWinViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = RandomWinInteractor(
            presenter: viewController, mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        return RandomWinRouter(interactor: interactor, viewController: viewController)
    }
}

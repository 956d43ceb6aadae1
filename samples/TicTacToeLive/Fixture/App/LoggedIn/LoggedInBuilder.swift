import Foundation

/// What LoggedIn needs from Root: a view controller to present its children's views on.
protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
}

/// LoggedIn's scope. Stored properties: `player1Name`, `player2Name` (the only stored members; the rest
/// are computed). `games` and `mutableScoreStream` are shared instances, kept in `sharedInstances` under
/// the keys `"games"` and `"mutableScoreStream"` once first read. The game adapters kept under `"games"`
/// hold builders whose dependency is this component: a retain cycle, as in the tutorial.
final class LoggedInComponent: Component<LoggedInDependency> {
    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }

    fileprivate var games: [Game] {
        shared {
            [RandomWinAdapter(dependency: self), TicTacToeAdapter(dependency: self)]
        }
    }

    var mutableScoreStream: MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    var scoreStream: ScoreStream {
        mutableScoreStream
    }

    let player1Name: String
    let player2Name: String

    init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

/// Builds the logged-in RIB: viewless, it shows its children on Root's view controller.
final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
    {
        let component = LoggedInComponent(
            dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let interactor = LoggedInInteractor(games: component.games)
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component))
        return (router, interactor)
    }
}

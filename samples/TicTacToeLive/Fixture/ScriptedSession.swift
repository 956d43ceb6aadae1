import Foundation

/// One step of a scripted TicTacToe session (see `TicTacToeSession`).
public enum ScriptedStep: Sendable, Equatable, CustomStringConvertible {
    /// Build the root RIB and launch it into the window.
    case launch
    /// Fill in the two names on LoggedOut's screen and tap Login.
    case logIn(player1: String, player2: String)
    /// Tap OffGame's "Tic Tac Toe" button.
    case startTicTacToe
    /// Tap OffGame's "Random Win" button.
    case startRandomWin
    /// Play the running game to its end with `winner` (nil: a tic-tac-toe draw), then close the announcement.
    case finishGame(winner: PlayerType?)

    /// The step as written in `TicTacToeSession.scriptedSteps`' documentation.
    public var description: String {
        switch self {
        case .launch: "launch"
        case .logIn(let player1, let player2): "logIn(\(player1), \(player2))"
        case .startTicTacToe: "startTicTacToe"
        case .startRandomWin: "startRandomWin"
        case .finishGame(let winner): "finishGame(\(winner.map { "\($0)" } ?? "draw"))"
        }
    }
}

/// Plays a session against the TicTacToe app (RIBs tutorial 4) the way its UI would, one step at a time,
/// so that a test can look at the live router tree between steps. It is the app delegate and the user:
/// it builds `RootBuilder(dependency: AppComponent())`, launches the root router into a window, and then
/// only ever calls what a button of the view on top would call.
///
/// The full script is `scriptedSteps`: launch, log in, TicTacToe, game over, RandomWin, game over.
/// `Router.attachChild`/`detachChild` run in exactly this order (`parent -> child`, `#n` counts new
/// instances of the same RIB; `expectedRouterEvents` holds the same list, one array per step):
///
///     launch
///       launch RootRouter                                (launch(from:): activate Root, load it)
///       attach RootRouter -> LoggedOutRouter             (RootRouter.didLoad)
///     logIn(Alice, Bob)
///       detach RootRouter -> LoggedOutRouter             (RootRouter.routeToLoggedIn)
///       attach RootRouter -> LoggedInRouter
///       attach LoggedInRouter -> OffGameRouter#1         (LoggedInInteractor.didBecomeActive, i.e. while
///                                                         LoggedIn is activated, before LoggedIn loads)
///       attach OffGameRouter#1 -> BasicScoreBoardRouter#1 (OffGameRouter.didLoad)
///     startTicTacToe
///       detach LoggedInRouter -> OffGameRouter#1         (LoggedInRouter.routeToGame; deactivating OffGame
///                                                         also deactivates BasicScoreBoard#1)
///       detach OffGameRouter#1 -> BasicScoreBoardRouter#1 (OffGameRouter#1's deinit: the router is released
///                                                         when `currentChild` is replaced, and a router's
///                                                         deinit detaches its remaining children)
///       attach LoggedInRouter -> TicTacToeRouter
///     finishGame(player1)
///       detach LoggedInRouter -> TicTacToeRouter         (LoggedInInteractor.gameDidEnd → routeToOffGame)
///       attach LoggedInRouter -> OffGameRouter#2         (a NEW OffGame, component and score-board builder)
///       attach OffGameRouter#2 -> BasicScoreBoardRouter#2
///     startRandomWin
///       detach LoggedInRouter -> OffGameRouter#2
///       detach OffGameRouter#2 -> BasicScoreBoardRouter#2 (deinit, as above)
///       attach LoggedInRouter -> RandomWinRouter
///     finishGame(player2)
///       detach LoggedInRouter -> RandomWinRouter
///       attach LoggedInRouter -> OffGameRouter#3
///       attach OffGameRouter#3 -> BasicScoreBoardRouter#3
///
/// The tree after each step is `expectedTrees`. A detached OffGame keeps BasicScoreBoard in its `children`
/// until the OffGame router is deallocated; anything that holds detached routers strongly (a cache keyed by
/// router, say) keeps that stale subtree alive and suppresses the deinit detach. Conversely, a freed
/// router's address is reused at once (on Linux the new LoggedInRouter gets LoggedOutRouter's address and
/// every new OffGameRouter the first one's), so an `ObjectIdentifier` alone does not identify a router
/// from one step to the next.
public final class TicTacToeSession {
    /// The full script.
    public static let scriptedSteps: [ScriptedStep] = [
        .launch,
        .logIn(player1: "Alice", player2: "Bob"),
        .startTicTacToe,
        .finishGame(winner: .player1),
        .startRandomWin,
        .finishGame(winner: .player2),
    ]

    /// For each step of `scriptedSteps`, the `attachChild`/`detachChild` calls it makes, in order, as
    /// `"attach <parent router type> -> <child router type>"`, `"detach ..."` or `"launch <router type>"`.
    public static let expectedRouterEvents: [[String]] = [
        ["launch RootRouter", "attach RootRouter -> LoggedOutRouter"],
        [
            "detach RootRouter -> LoggedOutRouter",
            "attach RootRouter -> LoggedInRouter",
            "attach LoggedInRouter -> OffGameRouter",
            "attach OffGameRouter -> BasicScoreBoardRouter",
        ],
        [
            "detach LoggedInRouter -> OffGameRouter",
            "detach OffGameRouter -> BasicScoreBoardRouter",
            "attach LoggedInRouter -> TicTacToeRouter",
        ],
        [
            "detach LoggedInRouter -> TicTacToeRouter",
            "attach LoggedInRouter -> OffGameRouter",
            "attach OffGameRouter -> BasicScoreBoardRouter",
        ],
        [
            "detach LoggedInRouter -> OffGameRouter",
            "detach OffGameRouter -> BasicScoreBoardRouter",
            "attach LoggedInRouter -> RandomWinRouter",
        ],
        [
            "detach LoggedInRouter -> RandomWinRouter",
            "attach LoggedInRouter -> OffGameRouter",
            "attach OffGameRouter -> BasicScoreBoardRouter",
        ],
    ]

    /// For each step of `scriptedSteps`, the router tree from the root after it, as
    /// `Type(child, child)` with router type names.
    public static let expectedTrees: [String] = [
        "RootRouter(LoggedOutRouter)",
        "RootRouter(LoggedInRouter(OffGameRouter(BasicScoreBoardRouter)))",
        "RootRouter(LoggedInRouter(TicTacToeRouter))",
        "RootRouter(LoggedInRouter(OffGameRouter(BasicScoreBoardRouter)))",
        "RootRouter(LoggedInRouter(RandomWinRouter))",
        "RootRouter(LoggedInRouter(OffGameRouter(BasicScoreBoardRouter)))",
    ]

    /// The window the app is launched into.
    public let window = UIWindowStandIn()

    /// The root router (a `RootRouter`, which is a `LaunchRouter`), built by `init()`.
    public let launchRouter: LaunchRouting

    /// The root router, as an opaque object, for code that should discover everything through `Mirror`.
    public var rootRouter: AnyObject {
        launchRouter
    }

    /// Whether `launch()` ran.
    public private(set) var isLaunched = false

    private let urlHandler: UrlHandler

    /// Builds the root RIB the way the tutorial's app delegate does; nothing is attached until `launch()`.
    public init() {
        let result = RootBuilder(dependency: AppComponent()).build()
        launchRouter = result.launchRouter
        urlHandler = result.urlHandler
    }

    /// Runs `step`.
    public func perform(_ step: ScriptedStep) {
        switch step {
        case .launch: launch()
        case .logIn(let player1, let player2): logIn(player1: player1, player2: player2)
        case .startTicTacToe: startTicTacToe()
        case .startRandomWin: startRandomWin()
        case .finishGame(let winner): finishGame(winner: winner)
        }
    }

    /// Runs `steps` in order, calling `afterEach` after each one.
    public func play(
        _ steps: [ScriptedStep] = TicTacToeSession.scriptedSteps, afterEach: (ScriptedStep) -> Void = { _ in }
    ) {
        for step in steps {
            perform(step)
            afterEach(step)
        }
    }

    /// Launches the root router into `window`: Root becomes active and attaches LoggedOut.
    public func launch() {
        precondition(!isLaunched, "the session is already launched")
        isLaunched = true
        launchRouter.launch(from: window)
    }

    /// Logs in on LoggedOut's screen: LoggedOut is replaced by LoggedIn, which attaches OffGame
    /// (+ BasicScoreBoard). Empty names become "Player 1" / "Player 2", as in the tutorial.
    public func logIn(player1: String, player2: String) {
        screen(LoggedOutViewController.self, for: "logIn").tapLogin(player1Text: player1, player2Text: player2)
    }

    /// Taps OffGame's "Tic Tac Toe" button: OffGame is replaced by TicTacToe.
    public func startTicTacToe() {
        screen(OffGameViewController.self, for: "startTicTacToe").tapStartButton(named: "Tic Tac Toe")
    }

    /// Taps OffGame's "Random Win" button: OffGame is replaced by RandomWin.
    public func startRandomWin() {
        screen(OffGameViewController.self, for: "startRandomWin").tapStartButton(named: "Random Win")
    }

    /// Ends the running game with `winner` and closes the announcement: the game is replaced by a new
    /// OffGame (+ BasicScoreBoard). For TicTacToe, taps cells until `winner` has three in a row (nil plays
    /// a draw). For RandomWin, taps Magic with the random draw fixed so that `winner` wins; nil is not
    /// allowed there.
    public func finishGame(winner: PlayerType?) {
        switch window.rootViewController?.presentedViewController {
        case let game as TicTacToeViewController:
            for (row, col) in Self.moves(endingWith: winner) {
                game.tapCell(row: row, col: col)
            }
            closeAnnouncement(on: game, button: "Close Game")
        case let game as RandomWinViewController:
            guard let winner else {
                preconditionFailure("finishGame: RandomWin always has a winner")
            }
            guard let interactor = game.listener as? RandomWinInteractor else {
                preconditionFailure("finishGame: RandomWin's view has no interactor")
            }
            interactor.determineWinner(randomNumber: winner == .player1 ? 99 : 0)
            closeAnnouncement(on: game, button: "That was random...")
        case let other:
            preconditionFailure("finishGame: no game is showing (on top: \(other.map { "\($0)" } ?? "nothing"))")
        }
    }

    /// Opens the app with `url`, as `application(_:open:...)` does. A `gameId=tictactoe` or
    /// `gameId=randomwin` query starts that game once the players are logged in (at once if they are).
    /// Only has an effect after `launch()`.
    public func open(_ url: URL) {
        urlHandler.handle(url)
    }

    // MARK: - Private

    private func screen<Screen: UIViewControllerStandIn>(_ type: Screen.Type, for step: String) -> Screen {
        guard let screen = window.rootViewController?.presentedViewController as? Screen else {
            let shown = window.rootViewController?.presentedViewController.map { "\($0)" } ?? "nothing"
            preconditionFailure("\(step): expected \(Screen.self) on screen, found \(shown)")
        }
        return screen
    }

    private func closeAnnouncement(on game: UIViewControllerStandIn, button: String) {
        guard let alert = game.presentedViewController as? UIAlertControllerStandIn else {
            preconditionFailure("finishGame: the game did not end")
        }
        alert.tapAction(titled: button)
    }

    /// Player 1 moves first; the last move ends the game.
    private static func moves(endingWith winner: PlayerType?) -> [(Int, Int)] {
        switch winner {
        case .player1?: [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
        case .player2?: [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)]
        case nil: [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)]
        }
    }
}

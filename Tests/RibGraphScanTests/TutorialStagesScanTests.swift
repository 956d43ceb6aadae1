import Foundation
import RibGraphTestSupport
import XCTest

/// The tutorial app at the stages of RIBs tutorials 1 to 3, made from the tutorial-4-shaped fixture by taking
/// files out and putting the earlier versions of a few in, as the tutorials themselves grow the app.
final class TutorialStagesScanTests: XCTestCase {
    private var folders: [SourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
    }

    /// Tutorial 4's fixture without `removed` (files or folders under `TicTacToe/`), with `replaced` written over it.
    private func stage(removing removed: [String], replacing replaced: [String: String]) throws -> ScanFixture {
        let folder = try SourceFolder([:])
        folders.append(folder)
        let app = folder.url.appendingPathComponent("TicTacToe")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ScanFixture.folder.appendingPathComponent("Tutorial4/TicTacToe"), to: app)
        for path in removed { try FileManager.default.removeItem(at: app.appendingPathComponent(path)) }
        for (path, text) in replaced { try Data(text.utf8).write(to: app.appendingPathComponent(path)) }
        return try ScanFixture(root: folder.url)
    }

    private static let tutorial1RootBuilder = """
        import RIBs

        protocol RootDependency: Dependency {
        }

        final class RootComponent: Component<RootDependency> {
        }

        protocol RootBuildable: Buildable {
            func build() -> LaunchRouting
        }

        final class RootBuilder: Builder<RootDependency>, RootBuildable {
            func build() -> LaunchRouting {
                let component = RootComponent(dependency: dependency)
                let viewController = RootViewController()
                let interactor = RootInteractor(presenter: viewController)
                let loggedOutBuilder = LoggedOutBuilder(dependency: component) // ⚑ creates-LoggedOutBuilder
                return RootRouter(interactor: interactor, viewController: viewController, loggedOutBuilder: loggedOutBuilder)
            }
        }
        """

    private static let tutorial1RootRouter = """
        import RIBs

        protocol RootInteractable: Interactable, LoggedOutListener {
            var router: RootRouting? { get set }
        }

        protocol RootViewControllable: ViewControllable {
            func present(viewController: ViewControllable)
        }

        final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
            private let loggedOutBuilder: LoggedOutBuildable // ⚑ RootRouter.loggedOutBuilder

            init(interactor: RootInteractable, viewController: RootViewControllable, loggedOutBuilder: LoggedOutBuildable) {
                self.loggedOutBuilder = loggedOutBuilder
                super.init(interactor: interactor, viewController: viewController)
            }
        }
        """

    /// Tutorial 1 as handed out: Root is there and refers to LoggedOut, which the reader is about to write.
    func testTutorial1RootWithItsChildStillToWrite() throws {
        let scan = try stage(
            removing: [
                "LoggedOut", "LoggedIn", "OffGame", "ScoreBoard", "TicTacToe", "RandomWin",
                "Root/RootComponent+LoggedIn.swift",
            ],
            replacing: [
                "Root/RootBuilder.swift": Self.tutorial1RootBuilder, "Root/RootRouter.swift": Self.tutorial1RootRouter,
            ])
        XCTAssertEqual(scan.tree, ["Root"])
        XCTAssertEqual(scan.edges, ["Root: RootDependency by AppComponent from -"])
        let builder = try scan.marks("TicTacToe/Root/RootBuilder.swift")["creates-LoggedOutBuilder"]
        let router = try scan.marks("TicTacToe/Root/RootRouter.swift")["RootRouter.loggedOutBuilder"]
        XCTAssertEqual(
            scan.diagnostics,
            [
                "\(builder): warning: RootBuilder creates LoggedOutBuilder, which no scanned file "
                    + "declares as a builder class: that child is left out",
                "\(router): warning: RootRouter holds a LoggedOutBuildable, but no scanned builder "
                    + "class conforms to it: that child is left out",
            ])
    }

    private static let tutorial3LoggedInBuilder = """
        import RIBs

        protocol LoggedInDependency: Dependency {
            var loggedInViewController: LoggedInViewControllable { get }
        }

        final class LoggedInComponent: Component<LoggedInDependency> {
            fileprivate var loggedInViewController: LoggedInViewControllable {
                return dependency.loggedInViewController
            }

            var mutableScoreStream: MutableScoreStream { // ⚑ LoggedInComponent.mutableScoreStream
                return shared { ScoreStreamImpl() }
            }

            let player1Name: String // ⚑ LoggedInComponent.player1Name
            let player2Name: String // ⚑ LoggedInComponent.player2Name

            init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
                self.player1Name = player1Name
                self.player2Name = player2Name
                super.init(dependency: dependency)
            }
        }

        protocol LoggedInBuildable: Buildable {
            func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting
        }

        final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
            func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting {
                let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
                let interactor = LoggedInInteractor(mutableScoreStream: component.mutableScoreStream)
                interactor.listener = listener
                let offGameBuilder = OffGameBuilder(dependency: component)
                let ticTacToeBuilder = TicTacToeBuilder(dependency: component)
                return LoggedInRouter(interactor: interactor,
                                      viewController: component.loggedInViewController,
                                      offGameBuilder: offGameBuilder,
                                      ticTacToeBuilder: ticTacToeBuilder)
            }
        }
        """

    private static let tutorial3LoggedInRouter = """
        import RIBs

        protocol LoggedInInteractable: Interactable, OffGameListener, TicTacToeListener {
            var router: LoggedInRouting? { get set }
        }

        protocol LoggedInViewControllable: ViewControllable {
            func present(viewController: ViewControllable)
        }

        final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
            private let viewController: LoggedInViewControllable
            private let offGameBuilder: OffGameBuildable
            private let ticTacToeBuilder: TicTacToeBuildable

            init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable,
                 offGameBuilder: OffGameBuildable, ticTacToeBuilder: TicTacToeBuildable) {
                self.viewController = viewController
                self.offGameBuilder = offGameBuilder
                self.ticTacToeBuilder = ticTacToeBuilder
                super.init(interactor: interactor)
            }
        }
        """

    /// `scoreStream` lives in the `LoggedInComponent+OffGame.swift` extension and forwards to `mutableScoreStream`.
    private static let tutorial3OffGameExtension = """
        import RIBs

        protocol LoggedInDependencyOffGame: Dependency {
        }

        extension LoggedInComponent: OffGameDependency {
            var scoreStream: ScoreStream {
                return mutableScoreStream
            }
        }
        """

    private static let tutorial3OffGameBuilder = """
        import RIBs

        protocol OffGameDependency: Dependency {
            var player1Name: String { get } // ⚑ OffGameDependency.player1Name
            var player2Name: String { get } // ⚑ OffGameDependency.player2Name
            var scoreStream: ScoreStream { get } // ⚑ OffGameDependency.scoreStream
        }

        final class OffGameComponent: Component<OffGameDependency> {
        }

        protocol OffGameBuildable: Buildable {
            func build(withListener listener: OffGameListener) -> OffGameRouting
        }

        final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
            func build(withListener listener: OffGameListener) -> OffGameRouting {
                let component = OffGameComponent(dependency: dependency)
                let viewController = OffGameViewController(player1Name: component.player1Name, player2Name: component.player2Name)
                let interactor = OffGameInteractor(presenter: viewController)
                interactor.listener = listener
                return OffGameRouter(interactor: interactor, viewController: viewController)
            }
        }
        """

    private static let tutorial3OffGameRouter = """
        import RIBs

        protocol OffGameInteractable: Interactable {
            var router: OffGameRouting? { get set }
        }

        protocol OffGameViewControllable: ViewControllable {
        }

        final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>, OffGameRouting {
        }
        """

    private static let tutorial3Removed = [
        "ScoreBoard", "RandomWin", "LoggedIn/Game.swift", "LoggedIn/TicTacToeAdapter.swift",
        "LoggedIn/RandomWinAdapter.swift", "LoggedIn/LoggedInComponent+RandomWin.swift",
    ]
    private static let tutorial3Replaced = [
        "LoggedIn/LoggedInBuilder.swift": tutorial3LoggedInBuilder,
        "LoggedIn/LoggedInRouter.swift": tutorial3LoggedInRouter,
        "LoggedIn/LoggedInComponent+OffGame.swift": tutorial3OffGameExtension,
        "OffGame/OffGameBuilder.swift": tutorial3OffGameBuilder,
        "OffGame/OffGameRouter.swift": tutorial3OffGameRouter,
    ]

    /// Tutorial 2 as handed out: LoggedIn is still to write, so TicTacToe, already there, is built by nobody
    /// and stands as a root of its own.
    func testTutorial2LoggedInStillToWrite() throws {
        let scan = try stage(
            removing: Self.tutorial3Removed + ["LoggedIn/LoggedInBuilder.swift", "OffGame"],
            replacing: Self.tutorial3Replaced.filter { $0.key == "LoggedIn/LoggedInRouter.swift" })
        XCTAssertEqual(scan.tree, ["Root", "LoggedOut < Root", "TicTacToe"])
        let builder = try scan.marks("TicTacToe/Root/RootBuilder.swift")["creates-LoggedInBuilder"]
        let router = try scan.marks("TicTacToe/Root/RootRouter.swift")["RootRouter.loggedInBuilder"]
        let ticTacToe = try scan.marks("TicTacToe/TicTacToe/TicTacToeBuilder.swift")["TicTacToeBuilder"]
        XCTAssertEqual(
            scan.diagnostics,
            [
                "\(builder): warning: RootBuilder creates LoggedInBuilder, which no scanned file "
                    + "declares as a builder class: that child is left out",
                "\(router): warning: RootRouter holds a LoggedInBuildable, but no scanned builder "
                    + "class conforms to it: that child is left out",
                "\(ticTacToe): warning: TicTacToe: no launched RIB reaches it (nothing attaches "
                    + "it, or only RIBs that are not reached); kept in the trace apart from the tree",
            ])
    }

    /// Tutorial 3 completed: LoggedIn stores OffGame's and TicTacToe's builders directly; player names come from
    /// LoggedIn's dynamic build arguments into its component, scoreStream from its extension.
    func testTutorial3BuildersStoredDirectlyAndProvidersInExtensions() throws {
        let scan = try stage(removing: Self.tutorial3Removed, replacing: Self.tutorial3Replaced)
        XCTAssertEqual(
            scan.tree, ["Root", "LoggedOut < Root", "LoggedIn < Root", "OffGame < LoggedIn", "TicTacToe < LoggedIn"])
        XCTAssertEqual(
            scan.routes,
            [
                "LoggedIn -> OffGame via OffGameBuilder", "LoggedIn -> TicTacToe via TicTacToeBuilder",
                "Root -> LoggedOut via LoggedOutBuilder", "Root -> LoggedIn via LoggedInBuilder",
            ])
        let loggedIn = try scan.marks("TicTacToe/LoggedIn/LoggedInBuilder.swift")
        let (name1, name2) = (loggedIn["LoggedInComponent.player1Name"], loggedIn["LoggedInComponent.player2Name"])
        let stream = loggedIn["LoggedInComponent.mutableScoreStream"]
        let offGame = try scan.marks("TicTacToe/OffGame/OffGameBuilder.swift")
        let ticTacToe = try scan.marks("TicTacToe/TicTacToe/TicTacToeBuilder.swift")
        XCTAssertEqual(
            scan.properties.filter { $0.hasPrefix("OffGame.") || $0.hasPrefix("TicTacToe.") },
            [
                "OffGame.player1Name: String <- LoggedInComponent @ \(name1) (declared \(offGame["OffGameDependency.player1Name"]))",
                "OffGame.player2Name: String <- LoggedInComponent @ \(name2) (declared \(offGame["OffGameDependency.player2Name"]))",
                "OffGame.scoreStream: ScoreStream <- LoggedInComponent @ \(stream) (declared \(offGame["OffGameDependency.scoreStream"]))",
                "TicTacToe.player1Name: String <- LoggedInComponent @ \(name1) (declared \(ticTacToe["TicTacToeDependency.player1Name"]))",
                "TicTacToe.player2Name: String <- LoggedInComponent @ \(name2) (declared \(ticTacToe["TicTacToeDependency.player2Name"]))",
                "TicTacToe.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(stream) (declared \(ticTacToe["TicTacToeDependency.mutableScoreStream"]))",
            ])
        XCTAssertEqual(scan.diagnostics, [])
    }
}

import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// A fixture shaped like uber/needle's TicTacToe sample: no RIBs builders, scopes are needle components that
/// create their children with `XComponent(parent: self)`, and providers are found by walking up the scopes.
final class NeedleScanTests: XCTestCase {
    private var scan: ScanFixture!

    override func setUpWithError() throws {
        scan = try ScanFixture(fixture: "NeedleApp")
    }

    func testScopesFormTheGraphAndAReusedScopeIsOneNodeWithTwoParents() throws {
        func component(_ name: String) throws -> String {
            try scan.marks("TicTacToe/\(name)/\(name)Component.swift")["\(name)Component"]
        }
        XCTAssertEqual(
            scan.tree, ["Root", "LoggedOut < Root", "LoggedIn < Root", "Game < LoggedIn", "ScoreSheet < LoggedIn"])
        XCTAssertEqual(scan.trace.routes.filter { $0.child == "ScoreSheet" }.map(\.parent), ["Game", "LoggedIn"])
        XCTAssertEqual(
            scan.ribs,
            [
                "Game: - - GameViewController - GameDependency GameComponent \(try component("Game"))",
                "LoggedIn: - - LoggedInView - LoggedInDependency LoggedInComponent \(try component("LoggedIn"))",
                "LoggedOut: - - LoggedOutViewController - LoggedOutDependency LoggedOutComponent \(try component("LoggedOut"))",
                "Root: - - RootViewController - - RootComponent \(try component("Root"))",
                "ScoreSheet: - - ScoreSheetViewController - ScoreSheetDependency ScoreSheetComponent \(try component("ScoreSheet"))",
            ])
        XCTAssertEqual(scan.diagnostics, [])
    }

    func testEdgesAndTheComponentChain() {
        XCTAssertEqual(
            scan.edges,
            [
                "ScoreSheet: ScoreSheetDependency by GameComponent from Game",
                "Game: GameDependency by LoggedInComponent from LoggedIn",
                "ScoreSheet: ScoreSheetDependency by LoggedInComponent from LoggedIn",
                "LoggedOut: LoggedOutDependency by RootComponent from Root",
                "LoggedIn: LoggedInDependency by RootComponent from Root",
            ])
        // Each component once, linked as first met from the root down: ScoreSheet under LoggedIn, its nearer parent.
        XCTAssertEqual(
            scan.components,
            [
                "RootComponent -> nil", "LoggedOutComponent -> RootComponent", "LoggedInComponent -> RootComponent",
                "GameComponent -> LoggedInComponent", "ScoreSheetComponent -> LoggedInComponent",
            ])
    }

    /// GameComponent's own `mutableScoreStream` is not the provider of GameDependency's: the walk starts at
    /// the parent scope. `playersStream` skips LoggedInComponent and is RootComponent's, forwarded to
    /// `mutablePlayersStream`.
    func testProvidersAreTheNearestAncestorScopes() throws {
        let root = try scan.marks("TicTacToe/Root/RootComponent.swift")["RootComponent.mutablePlayersStream"]
        let loggedIn = try scan.marks("TicTacToe/LoggedIn/LoggedInComponent.swift")[
            "LoggedInComponent.mutableScoreStream"]
        let game = try scan.marks("TicTacToe/Game/GameComponent.swift")
        let scoreSheet = try scan.marks("TicTacToe/ScoreSheet/ScoreSheetComponent.swift")
        let loggedOut = try scan.marks("TicTacToe/LoggedOut/LoggedOutComponent.swift")
        XCTAssertEqual(
            scan.properties,
            [
                "ScoreSheet.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn) (declared \(scoreSheet["ScoreSheetDependency.scoreStream"]))",
                "Game.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(loggedIn) (declared \(game["GameDependency.mutableScoreStream"]))",
                "Game.playersStream: PlayersStream <- RootComponent @ \(root) (declared \(game["GameDependency.playersStream"]))",
                "ScoreSheet.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn) (declared \(scoreSheet["ScoreSheetDependency.scoreStream"]))",
                "LoggedOut.mutablePlayersStream: MutablePlayersStream <- RootComponent @ \(root) (declared \(loggedOut["LoggedOutDependency.mutablePlayersStream"]))",
            ])
    }
}

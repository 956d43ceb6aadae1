import XCTest

@testable import RibTrace

/// A fixture shaped like uber/needle's TicTacToe sample: no RIBs builders, scopes are needle components that
/// create their children with `XComponent(parent: self)`, and providers are found by walking up the scopes.
final class NeedleScanTests: XCTestCase {
    private var scan: ScanFixture!

    override func setUpWithError() throws {
        scan = try ScanFixture(fixture: "NeedleApp")
    }

    func testScopesFormTheGraphAndAReusedScopeIsOneNodeWithTwoParents() {
        XCTAssertEqual(
            scan.tree, ["Root", "LoggedOut < Root", "LoggedIn < Root", "Game < LoggedIn", "ScoreSheet < LoggedIn"])
        XCTAssertEqual(scan.trace.routes.filter { $0.child == "ScoreSheet" }.map(\.parent), ["Game", "LoggedIn"])
        XCTAssertEqual(
            scan.ribs,
            [
                "Game: - - GameViewController - GameDependency GameComponent TicTacToe/Game/GameComponent.swift:9",
                "LoggedIn: - - LoggedInView - LoggedInDependency LoggedInComponent TicTacToe/LoggedIn/LoggedInComponent.swift:7",
                "LoggedOut: - - LoggedOutViewController - LoggedOutDependency LoggedOutComponent TicTacToe/LoggedOut/LoggedOutComponent.swift:8",
                "Root: - - RootViewController - - RootComponent TicTacToe/Root/RootComponent.swift:5",
                "ScoreSheet: - - ScoreSheetViewController - ScoreSheetDependency ScoreSheetComponent TicTacToe/ScoreSheet/ScoreSheetComponent.swift:8",
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
    /// `mutablePlayersStream` (line 10).
    func testProvidersAreTheNearestAncestorScopes() {
        let root = "TicTacToe/Root/RootComponent.swift"
        let loggedIn = "TicTacToe/LoggedIn/LoggedInComponent.swift"
        XCTAssertEqual(
            scan.properties,
            [
                "ScoreSheet.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/ScoreSheet/ScoreSheetComponent.swift:5)",
                "Game.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/Game/GameComponent.swift:5)",
                "Game.playersStream: PlayersStream <- RootComponent @ \(root):10 (declared TicTacToe/Game/GameComponent.swift:6)",
                "ScoreSheet.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/ScoreSheet/ScoreSheetComponent.swift:5)",
                "LoggedOut.mutablePlayersStream: MutablePlayersStream <- RootComponent @ \(root):10 (declared TicTacToe/LoggedOut/LoggedOutComponent.swift:5)",
            ])
    }
}

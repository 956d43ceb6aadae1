import RibTrace
import XCTest

/// A fixture shaped like uber/needle's TicTacToe sample: no RIBs builders, scopes are needle components that
/// create their children with `XComponent(parent: self)`, and providers are found by walking up the scopes.
final class NeedleScanTests: XCTestCase {
    private var scan: ScanFixture!

    override func setUpWithError() throws {
        scan = try ScanFixture(fixture: "NeedleApp")
    }

    func testScopesFormTheTreeAndAReusedScopeAppearsUnderEachParent() {
        XCTAssertEqual(scan.tree, ["Root", "LoggedOut < Root", "LoggedIn < Root", "Game < LoggedIn",
                                   "ScoreSheet < Game", "ScoreSheet#2 < LoggedIn"])
        XCTAssertEqual(scan.ribs, [
            "Root: - - RootViewController - - RootComponent TicTacToe/Root/RootComponent.swift:5",
            "LoggedOut: - - LoggedOutViewController - LoggedOutDependency LoggedOutComponent TicTacToe/LoggedOut/LoggedOutComponent.swift:8",
            "LoggedIn: - - LoggedInView - LoggedInDependency LoggedInComponent TicTacToe/LoggedIn/LoggedInComponent.swift:7",
            "Game: - - GameViewController - GameDependency GameComponent TicTacToe/Game/GameComponent.swift:9",
            "ScoreSheet: - - ScoreSheetViewController - ScoreSheetDependency ScoreSheetComponent TicTacToe/ScoreSheet/ScoreSheetComponent.swift:8",
            "ScoreSheet#2: - - ScoreSheetViewController - ScoreSheetDependency ScoreSheetComponent TicTacToe/ScoreSheet/ScoreSheetComponent.swift:8",
        ])
        XCTAssertEqual(scan.diagnostics, [])
    }

    func testEdgesAndTheComponentChain() {
        XCTAssertEqual(scan.edges, [
            "LoggedOut: LoggedOutDependency by RootComponent from Root",
            "LoggedIn: LoggedInDependency by RootComponent from Root",
            "Game: GameDependency by LoggedInComponent from LoggedIn",
            "ScoreSheet: ScoreSheetDependency by GameComponent from Game",
            "ScoreSheet#2: ScoreSheetDependency by LoggedInComponent from LoggedIn",
        ])
        XCTAssertEqual(scan.components, [
            "RootComponent -> nil", "LoggedOutComponent -> RootComponent", "LoggedInComponent -> RootComponent",
            "GameComponent -> LoggedInComponent", "ScoreSheetComponent -> GameComponent",
        ])
    }

    /// GameComponent's own `mutableScoreStream` is not the provider of GameDependency's: the walk starts at
    /// the parent scope. `playersStream` skips LoggedInComponent and is RootComponent's, forwarded to
    /// `mutablePlayersStream` (line 10).
    func testProvidersAreTheNearestAncestorScopes() {
        let root = "TicTacToe/Root/RootComponent.swift"
        let loggedIn = "TicTacToe/LoggedIn/LoggedInComponent.swift"
        XCTAssertEqual(scan.properties, [
            "LoggedOut.mutablePlayersStream: MutablePlayersStream <- RootComponent @ \(root):10 (declared TicTacToe/LoggedOut/LoggedOutComponent.swift:5)",
            "Game.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/Game/GameComponent.swift:5)",
            "Game.playersStream: PlayersStream <- RootComponent @ \(root):10 (declared TicTacToe/Game/GameComponent.swift:6)",
            "ScoreSheet.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/ScoreSheet/ScoreSheetComponent.swift:5)",
            "ScoreSheet#2.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):32 (declared TicTacToe/ScoreSheet/ScoreSheetComponent.swift:5)",
        ])
    }
}

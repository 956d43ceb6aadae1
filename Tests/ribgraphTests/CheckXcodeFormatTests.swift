import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph check --format xcode` through the binary: `path:line:1: warning: where: what [rule]`, the line
/// Xcode's build log and SwiftLint use, at each violation's Swift declaration, else at the trace file.
final class CheckXcodeFormatTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        for name in ["scanned", "vertical"] {
            try rg.write(String(contentsOfFile: SampleTraces.path(name), encoding: .utf8), to: "\(name).json")
        }
    }

    override func tearDown() {
        rg?.tearDown()
    }

    func testASourceTracesViolationsAreWarningsOnTheirSwiftLines() throws {
        try rg.write(#"{"maxFanOut": 2, "maxTunnel": 0}"#, to: "strict.json")
        let result = try rg.run(["check", "scanned.json", "--rules", "strict.json", "--format", "xcode"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let tunnel = { (line: Int, property: String) in
            "TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:\(line):1: warning: BasicScoreBoard: "
                + "\"\(property)\" (BasicScoreBoardDependency) is provided by LoggedInComponent and passed through 1 components; "
                + "maxTunnel is 0 [max-tunnel]"
        }
        XCTAssertEqual(
            result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                #"TicTacToe/LoggedIn/LoggedInBuilder.swift:52:1: warning: LoggedIn: "LoggedIn" has 3 routes; maxFanOut is 2 [max-fan-out]"#,
                tunnel(20, "player1Name"), tunnel(21, "player2Name"), tunnel(22, "scoreStream"), "",
            ])
        XCTAssertEqual(result.stderr, "check: scanned.json: 4 violations (max-fan-out 1, max-tunnel 3)\n")
    }

    func testAViolationWithoutADeclarationIsAWarningOnTheTraceFile() throws {
        let rules = packageRoot.appendingPathComponent("samples/rules.yml").path
        let result = try rg.run(["check", "vertical.json", "--rules", rules, "--format", "xcode"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.map { $0.components(separatedBy: " warning: ")[0] },
            [
                "vertical.json:", "Vertical/A/ABuilder.swift:12:1:", "Vertical/A/ABuilder.swift:12:1:",
                "Vertical/AA/AABuilder.swift:14:1:", "vertical.json:",
            ])
        XCTAssertEqual(
            lines.first,
            #"vertical.json: warning: A/AA/B/가/나: "나" is at depth 5 and its subtree reaches depth 6; maxDepth is 4 [max-depth]"#
        )
    }

    func testNoViolationsPrintNothing() throws {
        let result = try rg.run(["check", "scanned.json", "--format", "xcode"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "")
    }
}

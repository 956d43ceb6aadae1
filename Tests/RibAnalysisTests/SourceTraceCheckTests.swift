import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// `check` on a source trace: each violation carries the Swift declaration to fix, and the github format
/// points its annotation there (else at the trace file).
final class SourceTraceCheckTests: XCTestCase {
    private func violations(_ rules: RuleSet) throws -> [Violation] {
        let trace = try SampleTraces.trace("scanned")
        return RuleChecker(rules: rules).check(
            trace: trace, tree: try TraceReplayer(trace: LoadedTrace(trace, source: "scanned")).tree())
    }

    func testEachViolationPointsAtTheDeclarationToFix() throws {
        let found = try violations(
            RuleSet()
                .with(\.maxDepth, 3)
                .with(\.maxFanOut, 2)
                .with(\.maxTunnel, 0)
                .with(
                    \.providedBy,
                    [
                        ProviderRule(property: "scoreStream", component: "OffGameComponent"),
                        ProviderRule(dependency: "OffGameDependency", component: "RootComponent"),
                    ]
                )
                .with(\.leaves, ["OffGame"]))
        XCTAssertEqual(
            found.map { "\($0.rule.rawValue) \($0.key) @ \($0.declaredIn ?? "-")" },
            [
                // a RIB: its builder
                "max-depth BasicScoreBoard @ TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:47",
                "max-fan-out LoggedIn @ TicTacToe/LoggedIn/LoggedInBuilder.swift:52",
                // a tunnel: where the consumer's Dependency declares the property
                "max-tunnel BasicScoreBoardDependency.player1Name @ TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:20",
                "max-tunnel BasicScoreBoardDependency.player2Name @ TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:21",
                "max-tunnel BasicScoreBoardDependency.scoreStream @ TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:22",
                // per edge, rule by rule: a property provided by the wrong component: the member that provides it;
                // a Dependency satisfied by the wrong component: the consumer's builder
                "provided-by OffGameDependency.scoreStream @ TicTacToe/LoggedIn/LoggedInComponent+OffGame.swift:27",
                "provided-by OffGameDependency @ TicTacToe/OffGame/OffGameBuilder.swift:45",
                "provided-by BasicScoreBoardDependency.scoreStream @ TicTacToe/LoggedIn/LoggedInComponent+OffGame.swift:27",
                "must-be-leaf OffGame @ TicTacToe/OffGame/OffGameBuilder.swift:45",
            ])
    }

    func testGitHubAnnotationsAtTheSwiftFileElseTheTraceFile() {
        let report = ViolationReport(violations: [
            Violation(
                rule: .maxDepth, location: "Root/LoggedIn", what: "too deep", key: "LoggedIn",
                declaredIn: "App/LoggedIn/LoggedInBuilder.swift:52"),
            Violation(
                rule: .maxTunnel, location: "Root/A", what: "50% through, 3", key: "A.x",
                declaredIn: "My App, v2/A:B.swift:7"),
            Violation(rule: .mustBeLeaf, location: "Root/B", what: "has children", key: "B"),
        ])
        XCTAssertEqual(
            report.render(.github, traceFile: "build/scan.json"),
            """
            ::error file=App/LoggedIn/LoggedInBuilder.swift,line=52,title=max-depth::Root/LoggedIn: too deep
            ::error file=My App%2C v2/A%3AB.swift,line=7,title=max-tunnel::Root/A: 50%25 through, 3
            ::error file=build/scan.json,title=must-be-leaf::Root/B: has children

            """)
        XCTAssertEqual(
            report.render(.github).split(separator: "\n").last, "::error title=must-be-leaf::Root/B: has children",
            "without a trace file, as before")
        XCTAssertEqual(
            report.render(.report(.text)),
            """
            max-depth: Root/LoggedIn: too deep
            max-tunnel: Root/A: 50% through, 3
            must-be-leaf: Root/B: has children

            """, "the text format is unchanged")
    }

    func testJSONCarriesTheDeclarationButABaselineDoesNot() throws {
        let found = try violations(RuleSet().with(\.maxFanOut, 2))
        let json = ViolationReport(violations: found).render(.report(.json))
        XCTAssertTrue(json.contains(#""declaredIn" : "TicTacToe/LoggedIn/LoggedInBuilder.swift:52""#), json)
        let baseline = String(decoding: Baseline(violations: found).encoded, as: UTF8.self)
        XCTAssertFalse(baseline.contains("declaredIn"), "line numbers would churn the baseline")
        let decoded = try JSONDecoder().decode(
            Violation.self,
            from: Data(
                #"""
                {"rule": "max-fan-out", "where": "LoggedIn", "what": "w", "key": "LoggedIn", "declaredIn": "A.swift:3"}
                """#.utf8))
        XCTAssertEqual(decoded.declaredIn, "A.swift:3")
        XCTAssertEqual(decoded.fingerprint, found[0].fingerprint, "the declaration is no part of the fingerprint")
        XCTAssertEqual(
            CheckResult(
                violations: found,
                baseline: try JSONDecoder().decode(Baseline.self, from: Data(Baseline(violations: found).encoded))
            ).new, [])
    }
}

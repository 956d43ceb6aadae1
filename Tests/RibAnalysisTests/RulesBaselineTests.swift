import Foundation
import RibTrace
import XCTest

@testable import RibAnalysis

/// Baselines: what they match on, how they are written and read, and the summaries.
final class RulesBaselineTests: XCTestCase {
    private func violation(_ rule: Violation.Rule, _ location: String, _ key: String, _ what: String = "something")
        -> Violation
    {
        Violation(rule: rule, location: location, what: what, key: key)
    }

    func testAViolationIsKnownByRuleWhereAndKeyNotByItsNumbers() {
        let baseline = Baseline(violations: [
            violation(
                .maxDepth, "A/AA/B/가/나", "나", "\"나\" is at depth 5 and its subtree reaches depth 7; maxDepth is 4"),
            violation(.maxTunnel, "A/B", "BDependency.session"),
        ])
        let deeper = violation(
            .maxDepth, "A/AA/B/가/나", "나", "\"나\" is at depth 5 and its subtree reaches depth 8; maxDepth is 4")
        let elsewhere = violation(.maxDepth, "A/AA/B/가/라", "라")
        let otherProperty = violation(.maxTunnel, "A/B", "BDependency.orderStream")
        let otherRule = violation(.mustBeLeaf, "A/B", "BDependency.session")
        let result = CheckResult(violations: [deeper, elsewhere, otherProperty, otherRule], baseline: baseline)
        XCTAssertEqual(result.known, [deeper])
        XCTAssertEqual(result.new, [elsewhere, otherProperty, otherRule])
        XCTAssertEqual(result.gone, [baseline.violations[1]])
        XCTAssertFalse(result.passed)
    }

    func testEachBaselineEntryAccountsForOneViolation() {
        let twice = violation(.forbiddenEdge, "A/B", "A > B")
        let result = CheckResult(violations: [twice, twice], baseline: Baseline(violations: [twice]))
        XCTAssertEqual(result.known, [twice])
        XCTAssertEqual(result.new, [twice])
    }

    func testWithoutABaselineEveryViolationCounts() {
        let one = violation(.maxFanOut, "A", "A")
        let result = CheckResult(violations: [one])
        XCTAssertEqual(result.new, [one])
        XCTAssertEqual(result.summary(file: "app.json"), "app.json: 1 violation (max-fan-out 1)")
        XCTAssertEqual(CheckResult(violations: []).summary(file: "app.json"), "app.json: no violations")
    }

    func testSummaries() {
        let a = violation(.maxDepth, "A", "A"), b = violation(.maxTunnel, "A/B", "K"),
            c = violation(.maxTunnel, "A/C", "K")
        XCTAssertEqual(
            CheckResult(violations: [a, b, c]).summary(file: "t.json"),
            "t.json: 3 violations (max-depth 1, max-tunnel 2)")
        XCTAssertEqual(
            CheckResult(violations: [a, b], baseline: Baseline(violations: [a, b])).summary(file: "t.json"),
            "t.json: no new violations; 2 known from the baseline")
        XCTAssertEqual(
            CheckResult(violations: [a, c], baseline: Baseline(violations: [a, b])).summary(file: "t.json"),
            "t.json: 1 new violation (max-tunnel 1); 1 known from the baseline; 1 baseline entry no longer occurs")
        XCTAssertEqual(
            CheckResult(violations: [], baseline: Baseline(violations: [a, b])).summary(file: "t.json"),
            "t.json: no new violations; 0 known from the baseline; 2 baseline entries no longer occur")
    }

    func testTheFileRoundTripsAndDiffsWell() throws {
        let baseline = Baseline(violations: [violation(.maxDepth, "A/AA/B/가/나", "나", "\"나\" is deep")])
        let text = String(decoding: baseline.encoded, as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            {
              "format" : "ribgraph-baseline",
              "version" : 1,
              "violations" : [
                {
                  "key" : "나",
                  "rule" : "max-depth",
                  "what" : "\\"나\\" is deep",
                  "where" : "A/AA/B/가/나"
                }
              ]
            }

            """)
        let folder = try RulesFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        try Data(baseline.encoded).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try Baseline.load(contentsOfFile: path), baseline)
    }

    private func loadError(_ text: String) throws -> String {
        let folder = try RulesFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("b.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Baseline.load(contentsOfFile: path)
            return "no error"
        } catch {
            return "\(error)".replacingOccurrences(of: path, with: "b.json")
        }
    }

    func testBaselinesAreReadStrictly() throws {
        let entry = #"{"rule": "max-depth", "where": "A", "key": "A", "what": "deep"}"#
        XCTAssertEqual(
            try loadError(#"{"format": "ribgraph-baseline", "version": 1, "violations": [\#(entry)]}"#), "no error")
        XCTAssertEqual(
            try loadError(#"{"format": "ribgraph-trace", "version": 1, "violations": []}"#),
            #"b.json: format: expected "ribgraph-baseline", found "ribgraph-trace""#)
        XCTAssertEqual(
            try loadError(#"{"format": "ribgraph-baseline", "version": 2, "violations": []}"#),
            "b.json: version: this build of ribgraph reads baseline version 1, the file is version 2")
        XCTAssertEqual(
            try loadError(#"{"format": "ribgraph-baseline", "version": 1}"#),
            #"b.json: (document): missing required key "violations""#)
        XCTAssertEqual(
            try loadError(
                #"{"format": "ribgraph-baseline", "version": 1, "violations": [{"rule": "max-dept", "where": "A", "key": "A", "what": "x"}]}"#
            ),
            #"b.json: violations[0].rule: unknown rule "max-dept" (did you mean "max-depth"?)"#)
        XCTAssertEqual(
            try loadError(
                #"{"format": "ribgraph-baseline", "version": 1, "violations": [{"rule": "depth", "where": "A", "key": "A", "what": "x"}]}"#
            ),
            #"b.json: violations[0].rule: unknown rule "depth" (expected one of: max-depth, max-navigation-depth, max-fan-out, "#
                + #"max-viewless-chain, max-tunnel, forbidden-edge, provided-by, unprovided-property, must-be-leaf, "#
                + #"viewless-part, suspected-leak)"#
        )
        XCTAssertEqual(
            try loadError(
                #"{"format": "ribgraph-baseline", "version": 1, "violations": [{"rule": "max-depth", "where": "A", "key": "A", "what": "x", "seen": 2}]}"#
            ),
            "b.json: violations[0].seen: unknown key (expected one of: rule, where, what, key, declaredIn)")
        XCTAssertEqual(try loadError("rule: max-depth\n"), "b.json:1:1: invalid JSON: unexpected 'r', expected a value")
        XCTAssertThrowsError(try Baseline.load(contentsOfFile: "/nonexistent/baseline.json")) { error in
            XCTAssertEqual(
                error as? InputError, .unreadable(file: "/nonexistent/baseline.json", reason: "no such file"))
        }
    }
}

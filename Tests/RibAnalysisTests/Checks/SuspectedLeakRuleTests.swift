import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `suspected-leak` on a recording with two leaks (``SuspectedLeakTests/trace()``).
final class SuspectedLeakRuleTests: XCTestCase {
    func testCheckFailsOnMoreLeaksThanAllowed() throws {
        let trace = SuspectedLeakTests.trace()
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "f.json")).tree()
        let violations = RuleChecker(rules: RuleSet().with(\.maxSuspectedLeaks, 0)).check(trace: trace, tree: tree)
        XCTAssertEqual(
            violations.map(\.line),
            [
                "suspected-leak: A: its router and interactor stayed alive 2.5 s after its detach (seq 4); maxSuspectedLeaks is 0",
                "suspected-leak: B: its interactor stayed alive 2.5 s after its detach (seq 4); maxSuspectedLeaks is 0",
            ])
        XCTAssertEqual(violations.map(\.fingerprint), ["suspected-leak A A", "suspected-leak B B"])
        XCTAssertEqual(RuleChecker(rules: RuleSet().with(\.maxSuspectedLeaks, 2)).check(trace: trace, tree: tree), [])
        XCTAssertEqual(RuleChecker(rules: .default).check(trace: trace, tree: tree), [], "off by default")
        let rules = try JSONDecoder().decode(RuleSet.self, from: Data(#"{"maxSuspectedLeaks": 0}"#.utf8))
        XCTAssertEqual(rules, RuleSet().with(\.maxSuspectedLeaks, 0))
        XCTAssertEqual(rules.count, 1)
    }
}

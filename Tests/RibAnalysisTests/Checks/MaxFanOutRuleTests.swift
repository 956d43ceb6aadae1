import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `max-fan-out` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class MaxFanOutRuleTests: XCTestCase {
    func testMaxFanOut() throws {
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxFanOut, 2))),
            [
                #"max-fan-out: Root/Tabs: "Tabs" has 3 attached children; maxFanOut is 2"#
            ])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxFanOut, 1))),
            [
                #"max-fan-out: Root: "Root" has 2 attached children; maxFanOut is 1"#,
                #"max-fan-out: Root/Tabs: "Tabs" has 3 attached children; maxFanOut is 1"#,
            ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxFanOut, 3)), [])
    }
}

import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `max-viewless-chain` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class MaxViewlessChainRuleTests: XCTestCase {
    func testMaxViewlessChain() throws {
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxViewlessChain, 2))),
            [
                #"max-viewless-chain: Root/LoginWrapper: 3 viewless RIBs in a row from "LoginWrapper" down to "Form"; maxViewlessChain is 2"#
            ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxViewlessChain, 3)), [])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxViewlessChain, 0)).map(\.key), ["LoginWrapper"])
    }
}

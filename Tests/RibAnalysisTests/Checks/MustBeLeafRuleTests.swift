import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `must-be-leaf` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class MustBeLeafRuleTests: XCTestCase {
    func testLeaves() throws {
        let rules = RuleSet().with(\.leaves, ["T1", "T2", "T3", "Form", "Nothing"])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(rules)),
            [
                #"must-be-leaf: Root/LoginWrapper/FormWrapper/Form: "Form" must be a leaf but has 1 attached child: "Field""#
            ])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(rules, at: 9)),
            [
                #"must-be-leaf: Root/LoginWrapper/FormWrapper/Form: "Form" must be a leaf but has 1 attached child: "Field""#,
                #"must-be-leaf: Root/Tabs/T1: "T1" must be a leaf but has 1 attached child: "Old""#,
            ])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.leaves, ["Tabs"]))),
            [
                #"must-be-leaf: Root/Tabs: "Tabs" must be a leaf but has 3 attached children: "T1", "T2", "T3""#
            ])
    }
}

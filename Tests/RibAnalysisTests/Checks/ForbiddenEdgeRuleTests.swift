import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `forbidden-edge` on the hand-built fixture (see ``RulesFixtures``) and the flattened sample.
final class ForbiddenEdgeRuleTests: XCTestCase {
    func testForbiddenEdges() throws {
        let wrappers = RuleSet().with(\.forbidden, [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(wrappers)),
            [
                #"forbidden-edge: Root/LoginWrapper/FormWrapper: "LoginWrapper" attaches "FormWrapper", which the rules forbid (parent "*Wrapper", child "*Wrapper")"#
            ])
        XCTAssertEqual(try RulesFixtures.check(wrappers).map(\.key), ["*Wrapper > *Wrapper"])
        // A display name matches as well as an id; several pairs are checked in file order.
        let byName = RuleSet().with(
            \.forbidden,
            [ForbiddenEdge(parent: "Tabs", child: "T*"), ForbiddenEdge(parent: "Login Wrapper", child: "*")])
        XCTAssertEqual(
            try RulesFixtures.check(byName).map(\.location),
            [
                "Root/LoginWrapper/FormWrapper", "Root/Tabs/T1", "Root/Tabs/T2", "Root/Tabs/T3",
            ])
        // Old was detached: its edge is not in the final tree, but it is at seq 9.
        let old = RuleSet().with(\.forbidden, [ForbiddenEdge(parent: "T1", child: "Old")])
        XCTAssertEqual(try RulesFixtures.check(old), [])
        XCTAssertEqual(try RulesFixtures.check(old, at: 9).map(\.location), ["Root/Tabs/T1/Old"])
    }

    func testTheWrapperPatternOfTheDocsCatchesTheFlattenedWrappers() throws {
        let rules = RuleSet().with(\.forbidden, [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
        XCTAssertEqual(
            try RulesFixtures.checkSample("flattened", rules: rules),
            [
                #"forbidden-edge: A/BCWrapper/DEWrapper: "BCWrapper" attaches "DEWrapper", which the rules forbid (parent "*Wrapper", child "*Wrapper")"#
            ])
    }
}

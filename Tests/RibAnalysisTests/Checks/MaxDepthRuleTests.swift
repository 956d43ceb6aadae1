import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `max-depth` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class MaxDepthRuleTests: XCTestCase {
    private let field = RulesFixtures.field

    func testMaxDepth() throws {
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxDepth, 4))),
            [
                #"max-depth: \#(field): "Field" is at depth 5 and its subtree reaches depth 5; maxDepth is 4"#
            ])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxDepth, 2))),
            [
                #"max-depth: Root/LoginWrapper/FormWrapper: "FormWrapper" is at depth 3 and its subtree reaches depth 5; maxDepth is 2"#,
                #"max-depth: Root/Tabs/T1: "T1" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
                #"max-depth: Root/Tabs/T2: "T2" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
                #"max-depth: Root/Tabs/T3: "T3" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
            ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxDepth, 5)), [])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxDepth, 4))[0].key, "Field")
    }
}

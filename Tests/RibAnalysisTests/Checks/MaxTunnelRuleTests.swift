import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `max-tunnel` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class MaxTunnelRuleTests: XCTestCase {
    private let field = RulesFixtures.field

    func testMaxTunnel() throws {
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(RuleSet().with(\.maxTunnel, 2))),
            [
                #"max-tunnel: \#(field): "session" (FieldDependency) is provided by RootComponent and passed through 3 components; maxTunnel is 2"#
            ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxTunnel, 2)).map(\.key), ["FieldDependency.session"])
        XCTAssertEqual(try RulesFixtures.check(RuleSet().with(\.maxTunnel, 3)), [])
    }
}

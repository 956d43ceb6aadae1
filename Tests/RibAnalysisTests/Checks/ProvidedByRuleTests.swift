import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `provided-by` on the hand-built fixture (see ``RulesFixtures``), with the exact violations.
final class ProvidedByRuleTests: XCTestCase {
    private let field = RulesFixtures.field

    func testProvidedBy() throws {
        let rules = RuleSet().with(
            \.providedBy,
            [
                ProviderRule(property: "session", component: "AppComponent"),
                ProviderRule(dependency: "T*Dependency", component: "TabsComponent"),
                ProviderRule(dependency: "FieldDependency", property: "form*", component: "FormComponent"),
            ])
        XCTAssertEqual(
            RulesFixtures.lines(try RulesFixtures.check(rules)),
            [
                #"provided-by: \#(field): "session" (FieldDependency) is provided by RootComponent; the rules want AppComponent"#,
                #"provided-by: Root/Tabs/T3: T3Dependency is satisfied by RootComponent; the rules want TabsComponent"#,
            ])
        XCTAssertEqual(try RulesFixtures.check(rules).map(\.key), ["FieldDependency.session", "T3Dependency"])
        // Old's session does come from AppComponent, but Old is not attached at the end: nothing to check.
        XCTAssertEqual(
            try RulesFixtures.check(RuleSet().with(\.providedBy, [ProviderRule(dependency: "Old*", component: "X")])),
            [])
    }
}

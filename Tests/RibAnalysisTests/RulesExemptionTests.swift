import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Tunnel exemptions (JSON and YAML) and patterns that match nothing.
final class RulesExemptionTests: XCTestCase {
    /// RulesFixtures' Field takes `session` from RootComponent through FormComponent, FormWrapperComponent
    /// and LoginWrapperComponent (3) and `formState` from FormComponent itself (0).
    func testExemptPropertiesAndProvidersAreNotTunnelViolations() throws {
        let limit = RuleSet().with(\.maxTunnel, 2)
        XCTAssertEqual(try RulesFixtures.check(limit).map(\.key), ["FieldDependency.session"])
        var byProperty = limit
        byProperty.tunnelExemptions = [TunnelExemption(property: "session")]
        XCTAssertEqual(try RulesFixtures.check(byProperty), [])
        var byOtherProvider = limit
        byOtherProvider.tunnelExemptions = [TunnelExemption(property: "session", providedBy: "AppComponent")]
        XCTAssertEqual(try RulesFixtures.check(byOtherProvider).map(\.key), ["FieldDependency.session"])
        var byProvider = RuleSet()
            .with(\.maxTunnel, 2)
            .with(\.providedBy, [ProviderRule(property: "session", component: "AppComponent")])
        byProvider.tunnelExemptions = [TunnelExemption(providedBy: "Root*")]
        XCTAssertEqual(try RulesFixtures.check(byProvider), [], "provided-by property rules skip exempt tunnels too")
    }

    func testExemptionsReadFromJSONAndYAML() throws {
        let expected = RuleSet()
            .with(\.maxTunnel, 1)
            .with(
                \.tunnelExemptions,
                [
                    TunnelExemption(property: "analytics", providedBy: "AppComponent"),
                    TunnelExemption(providedBy: "Root*", dependency: "Field*"),
                ])
        XCTAssertEqual(
            try RuleSet.decode(
                """
                {"maxTunnel": 1, "tunnelExemptions": [{"property": "analytics", "providedBy": "AppComponent"},
                                                      {"providedBy": "Root*", "dependency": "Field*"}]}
                """, file: "r.json", yaml: false), expected)
        XCTAssertEqual(
            try RuleSet.decode(
                """
                maxTunnel: 1
                tunnelExemptions:
                  - {property: analytics, providedBy: AppComponent}
                  - providedBy: "Root*"
                    dependency: "Field*"
                """, file: "r.yml", yaml: true), expected)
        XCTAssertThrowsError(try RuleSet.decode("tunnelExemptions: [{dependency: X}]", file: "r.yml", yaml: true)) {
            error in
            XCTAssertEqual(
                "\(error)", "r.yml: tunnelExemptions[0]: missing required key \"property\" or \"providedBy\"")
        }
    }

    func testPatternsThatMatchNothing() {
        let rules = RuleSet()
            .with(\.forbidden, [ForbiddenEdge(parent: "Tabs", child: "Nope*")])
            .with(\.providedBy, [ProviderRule(property: "session", component: "GhostComponent")])
            .with(\.leaves, ["T*", "Missing"])
            .with(\.tunnelExemptions, [TunnelExemption(property: "formState", providedBy: "Form*")])
        XCTAssertEqual(
            UnmatchedPattern.find(in: rules, trace: RulesFixtures.trace()).map(\.path),
            ["forbidden[0].child", "providedBy[0].component", "leaves[1]"])
        XCTAssertEqual(
            UnmatchedPattern.find(in: rules, trace: RulesFixtures.trace()).first?.message(
                rulesFile: "r.yml", traceFile: "t.json"),
            "r.yml: forbidden[0].child: the forbidden rule's pattern \"Nope*\" matches no RIB in t.json")
    }
}

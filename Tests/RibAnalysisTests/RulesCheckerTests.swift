import Foundation
@testable import RibAnalysis
@testable import RibTrace
import XCTest

/// Each rule on the hand-built fixture (see ``RulesFixtures``), with the exact violations, then the
/// sample rules on the flattened and vertical samples.
final class RulesCheckerTests: XCTestCase {
    private let field = "Root/LoginWrapper/FormWrapper/Form/Field"

    func testMaxDepth() throws {
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxDepth: 4))), [
            #"max-depth: \#(field): "Field" is at depth 5 and its subtree reaches depth 5; maxDepth is 4"#,
        ])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxDepth: 2))), [
            #"max-depth: Root/LoginWrapper/FormWrapper: "FormWrapper" is at depth 3 and its subtree reaches depth 5; maxDepth is 2"#,
            #"max-depth: Root/Tabs/T1: "T1" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
            #"max-depth: Root/Tabs/T2: "T2" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
            #"max-depth: Root/Tabs/T3: "T3" is at depth 3 and its subtree reaches depth 3; maxDepth is 2"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxDepth: 5)), [])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxDepth: 4))[0].key, "Field")
    }

    func testMaxFanOut() throws {
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxFanOut: 2))), [
            #"max-fan-out: Root/Tabs: "Tabs" has 3 attached children; maxFanOut is 2"#,
        ])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxFanOut: 1))), [
            #"max-fan-out: Root: "Root" has 2 attached children; maxFanOut is 1"#,
            #"max-fan-out: Root/Tabs: "Tabs" has 3 attached children; maxFanOut is 1"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxFanOut: 3)), [])
    }

    func testMaxViewlessChain() throws {
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxViewlessChain: 2))), [
            #"max-viewless-chain: Root/LoginWrapper: 3 viewless RIBs in a row from "LoginWrapper" down to "Form"; maxViewlessChain is 2"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxViewlessChain: 3)), [])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxViewlessChain: 0)).map(\.key), ["LoginWrapper"])
    }

    func testMaxTunnel() throws {
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(maxTunnel: 2))), [
            #"max-tunnel: \#(field): "session" (FieldDependency) is provided by RootComponent and passed through 3 components; maxTunnel is 2"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxTunnel: 2)).map(\.key), ["FieldDependency.session"])
        XCTAssertEqual(try RulesFixtures.check(RuleSet(maxTunnel: 3)), [])
    }

    func testForbiddenEdges() throws {
        let wrappers = RuleSet(forbidden: [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(wrappers)), [
            #"forbidden-edge: Root/LoginWrapper/FormWrapper: "LoginWrapper" attaches "FormWrapper", which the rules forbid (parent "*Wrapper", child "*Wrapper")"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(wrappers).map(\.key), ["*Wrapper > *Wrapper"])
        // A display name matches as well as an id; several pairs are checked in file order.
        let byName = RuleSet(forbidden: [ForbiddenEdge(parent: "Tabs", child: "T*"),
                                         ForbiddenEdge(parent: "Login Wrapper", child: "*")])
        XCTAssertEqual(try RulesFixtures.check(byName).map(\.location), [
            "Root/LoginWrapper/FormWrapper", "Root/Tabs/T1", "Root/Tabs/T2", "Root/Tabs/T3",
        ])
        // Old was detached: its edge is not in the final tree, but it is at seq 9.
        let old = RuleSet(forbidden: [ForbiddenEdge(parent: "T1", child: "Old")])
        XCTAssertEqual(try RulesFixtures.check(old), [])
        XCTAssertEqual(try RulesFixtures.check(old, at: 9).map(\.location), ["Root/Tabs/T1/Old"])
    }

    func testProvidedBy() throws {
        let rules = RuleSet(providedBy: [
            ProviderRule(property: "session", component: "AppComponent"),
            ProviderRule(dependency: "T*Dependency", component: "TabsComponent"),
            ProviderRule(dependency: "FieldDependency", property: "form*", component: "FormComponent"),
        ])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(rules)), [
            #"provided-by: \#(field): "session" (FieldDependency) is provided by RootComponent; the rules want AppComponent"#,
            #"provided-by: Root/Tabs/T3: T3Dependency is satisfied by RootComponent; the rules want TabsComponent"#,
        ])
        XCTAssertEqual(try RulesFixtures.check(rules).map(\.key), ["FieldDependency.session", "T3Dependency"])
        // Old's session does come from AppComponent, but Old is not attached at the end: nothing to check.
        XCTAssertEqual(try RulesFixtures.check(RuleSet(providedBy: [ProviderRule(dependency: "Old*", component: "X")])), [])
    }

    func testLeaves() throws {
        let rules = RuleSet(leaves: ["T1", "T2", "T3", "Form", "Nothing"])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(rules)), [
            #"must-be-leaf: Root/LoginWrapper/FormWrapper/Form: "Form" must be a leaf but has 1 attached child: "Field""#,
        ])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(rules, at: 9)), [
            #"must-be-leaf: Root/LoginWrapper/FormWrapper/Form: "Form" must be a leaf but has 1 attached child: "Field""#,
            #"must-be-leaf: Root/Tabs/T1: "T1" must be a leaf but has 1 attached child: "Old""#,
        ])
        XCTAssertEqual(RulesFixtures.lines(try RulesFixtures.check(RuleSet(leaves: ["Tabs"]))), [
            #"must-be-leaf: Root/Tabs: "Tabs" must be a leaf but has 3 attached children: "T1", "T2", "T3""#,
        ])
    }

    func testEveryRuleTogetherInRuleOrder() throws {
        let rules = RuleSet(maxDepth: 4, maxFanOut: 2, maxViewlessChain: 2, maxTunnel: 2,
                            forbidden: [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")],
                            providedBy: [ProviderRule(dependency: "T*Dependency", component: "TabsComponent")],
                            leaves: ["Form"])
        let violations = try RulesFixtures.check(rules)
        // Suspected leaks come from a recording, which the fixture is not: SuspectedLeakTests checks them.
        XCTAssertEqual(violations.map(\.rule), Violation.Rule.allCases.filter { $0 != .suspectedLeak })
        XCTAssertEqual(try RulesFixtures.check(rules), violations, "the same input gives the same list")
        XCTAssertEqual(try RulesFixtures.check(RuleSet()), [])
    }

    func testTheDefaultRulesOnTheFixture() throws {
        XCTAssertEqual(try RulesFixtures.check(.default).map(\.line), [
            #"max-viewless-chain: Root/LoginWrapper: 3 viewless RIBs in a row from "LoginWrapper" down to "Form"; maxViewlessChain is 2"#,
        ])
    }

    // MARK: - The samples

    private func checkSample(_ name: String, rules: RuleSet) throws -> [String] {
        let trace = try SampleTraces.trace(name)
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: name)).tree()
        return RuleChecker(rules: rules).check(trace: trace, tree: tree).map(\.line)
    }

    private var sampleRules: RuleSet {
        get throws { try RuleSet.load(contentsOfFile: SampleTraces.packageRoot.appendingPathComponent("samples/rules.json").path) }
    }

    func testSampleRulesPassTheFlattenedTree() throws {
        XCTAssertEqual(try checkSample("flattened", rules: try sampleRules), [])
    }

    func testSampleRulesFailTheVerticalTree() throws {
        XCTAssertEqual(try checkSample("vertical", rules: try sampleRules), [
            #"max-depth: A/AA/B/가/나: "나" is at depth 5 and its subtree reaches depth 6; maxDepth is 4"#,
            #"max-tunnel: A/AA/B/가/나: "session" (나Dependency) is provided by AComponent and passed through 3 components; maxTunnel is 2"#,
            #"max-tunnel: A/AA/B/가/나/🥝: "session" (🥝Dependency) is provided by AComponent and passed through 4 components; maxTunnel is 2"#,
            #"max-tunnel: A/AA/B/가/나/🥝: "orderStream" (🥝Dependency) is provided by AAComponent and passed through 3 components; maxTunnel is 2"#,
            #"must-be-leaf: A/AA/B: "B" must be a leaf but has 1 attached child: "가""#,
        ])
    }

    func testTheWrapperPatternOfTheDocsCatchesTheFlattenedWrappers() throws {
        let rules = RuleSet(forbidden: [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
        XCTAssertEqual(try checkSample("flattened", rules: rules), [
            #"forbidden-edge: A/BCWrapper/DEWrapper: "BCWrapper" attaches "DEWrapper", which the rules forbid (parent "*Wrapper", child "*Wrapper")"#,
        ])
    }
}

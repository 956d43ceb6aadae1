import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// The rules together on the hand-built fixture (see ``RulesFixtures``; each rule alone has its own test
/// file in Checks/), the sample rules on the flattened and vertical samples, and the registry of rules
/// against what docs/rules.md and rules files say of it.
final class RulesCheckerTests: XCTestCase {
    func testEveryRuleTogetherInRuleOrder() throws {
        let rules = RuleSet()
            .with(\.maxDepth, 4)
            .with(\.maxFanOut, 2)
            .with(\.maxViewlessChain, 2)
            .with(\.maxTunnel, 2)
            .with(\.forbidden, [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
            .with(\.providedBy, [ProviderRule(dependency: "T*Dependency", component: "TabsComponent")])
            .with(\.leaves, ["Form"])
        let violations = try RulesFixtures.check(rules)
        // Suspected leaks come from a recording, which the fixture is not: SuspectedLeakRuleTests checks them. The
        // fixture's routes do not say how each child is shown: PresentationAnalysisTests checks those rules. A
        // property without provider is a scan's: UnprovidedPropertyRuleTests checks it.
        let elsewhere: [Violation.Rule] = [.suspectedLeak, .maxNavigationDepth, .viewlessPart, .unprovidedProperty]
        XCTAssertEqual(violations.map(\.rule), Violation.Rule.allCases.filter { !elsewhere.contains($0) })
        XCTAssertEqual(try RulesFixtures.check(rules), violations, "the same input gives the same list")
        XCTAssertEqual(try RulesFixtures.check(RuleSet()), [])
    }

    func testTheDefaultRulesOnTheFixture() throws {
        XCTAssertEqual(
            try RulesFixtures.check(.default).map(\.line),
            [
                #"max-viewless-chain: Root/LoginWrapper: 3 viewless RIBs in a row from "LoginWrapper" down to "Form"; maxViewlessChain is 2"#
            ])
    }

    // MARK: - The samples

    private var sampleRules: RuleSet {
        get throws { try RuleSet.load(contentsOfFile: packageRoot.appendingPathComponent("samples/rules.json").path) }
    }

    func testSampleRulesPassTheFlattenedTree() throws {
        XCTAssertEqual(try RulesFixtures.checkSample("flattened", rules: try sampleRules), [])
    }

    func testSampleRulesFailTheVerticalTree() throws {
        XCTAssertEqual(
            try RulesFixtures.checkSample("vertical", rules: try sampleRules),
            [
                #"max-depth: A/AA/B/가/나: "나" is at depth 5 and its subtree reaches depth 6; maxDepth is 4"#,
                #"max-tunnel: A/AA/B/가/나: "session" (나Dependency) is provided by AComponent and passed through 3 components; maxTunnel is 2"#,
                #"max-tunnel: A/AA/B/가/나/🥝: "session" (🥝Dependency) is provided by AComponent and passed through 4 components; maxTunnel is 2"#,
                #"max-tunnel: A/AA/B/가/나/🥝: "orderStream" (🥝Dependency) is provided by AAComponent and passed through 3 components; maxTunnel is 2"#,
                #"must-be-leaf: A/AA/B: "B" must be a leaf but has 1 attached child: "가""#,
            ])
    }

    // MARK: - The registry

    func testTheTableOfRulesInTheDocsIsTheRegistrys() throws {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let lines = docs.components(separatedBy: "\n")
        let start = try XCTUnwrap(
            lines.firstIndex { $0.hasPrefix("| key | rule id |") }, "docs/rules.md has no table of rules")
        let table = lines[start...].prefix { !$0.isEmpty }.map { $0 + "\n" }.joined()
        XCTAssertEqual(
            table, RuleRegistry.markdownTable,
            "docs/rules.md's table of rules differs from the registry: paste RuleRegistry.markdownTable into it")
        XCTAssertEqual(table.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }.count, 12, "a row per key")
    }

    func testTheRegistrysOptionsAreTheKeysARulesFileMayHold() throws {
        let keys = Set(RuleRegistry.all.flatMap(\.options).map(\.key))
        XCTAssertEqual(keys.count, 12)
        XCTAssertThrowsError(try RuleSet.decode(#"{"qqqqqqqqqqqq": 1}"#, file: "r.json", yaml: false)) { error in
            let listed = String(describing: error).components(separatedBy: "expected one of: ").last?.dropLast()
            XCTAssertEqual(listed.map { Set($0.components(separatedBy: ", ")) }, keys, "\(error)")
        }
    }

    func testEveryRuleHasItsOwnIdAndItsOwnKey() {
        let ids = RuleRegistry.all.map(\.id.rawValue)
        XCTAssertEqual(
            ids,
            [
                "max-depth", "max-navigation-depth", "max-fan-out", "max-viewless-chain", "max-tunnel",
                "forbidden-edge", "provided-by", "unprovided-property", "must-be-leaf", "viewless-part",
                "suspected-leak",
            ])
        XCTAssertEqual(Violation.Rule.allCases.map(\.rawValue), ids)
        XCTAssertEqual(ids.compactMap(Violation.Rule.init(rawValue:)).map(\.rawValue), ids)
        XCTAssertNil(Violation.Rule(rawValue: "max-dept"))
        let ownKeys = RuleRegistry.all.compactMap(\.options.first?.key)
        XCTAssertEqual(Set(ownKeys).count, ownKeys.count, "no two rules share their own key")
    }

    func testEveryKeyIsReadIntoThePropertyItsRuleNames() throws {
        // Encoding writes each property under its own name; reading goes through the rules' options, so a key
        // whose option held another property would come back elsewhere.
        let every = RuleSet()
            .with(\.maxDepth, 1)
            .with(\.maxFanOut, 2)
            .with(\.maxViewlessChain, 3)
            .with(\.maxTunnel, 4)
            .with(\.forbidden, [ForbiddenEdge(parent: "P", child: "C")])
            .with(\.providedBy, [ProviderRule(property: "p", component: "X")])
            .with(\.leaves, ["L"])
            .with(\.maxSuspectedLeaks, 5)
            .with(\.tunnelExemptions, [TunnelExemption(providedBy: "Root")])
            .with(\.maxNavigationDepth, 6)
            .with(\.maxViewlessParts, 7)
            .with(\.maxUnprovidedProperties, 0)
        let text = try XCTUnwrap(String(data: JSONEncoder().encode(every), encoding: .utf8))
        XCTAssertEqual(try RuleSet.decode(text, file: "r.json", yaml: false), every)
        XCTAssertEqual(every.count, 11, "eight limits and three entries; an exemption is no rule")
    }

    func testTheDefaultsAreTheRulesOwn() {
        XCTAssertEqual(
            RuleDefault.all.map { "\($0.key) \($0.limit) \($0.rule.rawValue)" },
            [
                "maxDepth 6 max-depth", "maxFanOut 10 max-fan-out", "maxViewlessChain 2 max-viewless-chain",
                "maxTunnel 3 max-tunnel", "maxUnprovidedProperties 0 unprovided-property",
            ])
        XCTAssertEqual(
            RuleDefault.listed, "maxDepth 6, maxFanOut 10, maxViewlessChain 2, maxTunnel 3, maxUnprovidedProperties 0")
        XCTAssertEqual(RuleSet.default.count, RuleDefault.all.count)
    }
}

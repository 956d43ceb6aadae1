import Foundation
import RibGraphTestSupport
import RibTrace
import XCTest

@testable import RibAnalysis

/// Reading rules files: JSON and YAML, by extension, strictly, with errors that name the key path.
final class RulesConfigTests: XCTestCase {
    private let full = RuleSet()
        .with(\.maxDepth, 4)
        .with(\.maxFanOut, 3)
        .with(\.maxViewlessChain, 1)
        .with(\.maxTunnel, 0)
        .with(\.forbidden, [ForbiddenEdge(parent: "*Wrapper", child: "*Wrapper")])
        .with(
            \.providedBy,
            [
                ProviderRule(property: "session", component: "AComponent"),
                ProviderRule(dependency: "BDependency", component: "AAComponent"),
                ProviderRule(dependency: "B*", property: "order*", component: "*"),
            ]
        )
        .with(\.leaves, ["B", "*Screen"])

    private let fullJSON = """
        {"maxDepth": 4, "maxFanOut": 3, "maxViewlessChain": 1, "maxTunnel": 0,
         "forbidden": [{"parent": "*Wrapper", "child": "*Wrapper"}],
         "providedBy": [{"property": "session", "component": "AComponent"},
                        {"dependency": "BDependency", "component": "AAComponent"},
                        {"dependency": "B*", "property": "order*", "component": "*"}],
         "leaves": ["B", "*Screen"]}
        """

    private let fullYAML = """
        # every rule
        maxDepth: 4
        maxFanOut: 3
        maxViewlessChain: 1
        maxTunnel: 0
        forbidden:
          - {parent: "*Wrapper", child: "*Wrapper"}
        providedBy:
          - property: session
            component: AComponent
          - dependency: BDependency
            component: AAComponent
          - {dependency: "B*", property: "order*", component: "*"}
        leaves: [B, "*Screen"]
        """

    private func json(_ text: String) throws -> RuleSet { try RuleSet.decode(text, file: "rules.json", yaml: false) }
    private func yaml(_ text: String) throws -> RuleSet { try RuleSet.decode(text, file: "rules.yml", yaml: true) }

    /// The message of the error that reading `text` throws.
    private func message(json text: String) -> String { message { try json(text) } }
    private func message(yaml text: String) -> String { message { try yaml(text) } }
    private func message(_ body: () throws -> RuleSet) -> String {
        do {
            let rules = try body()
            return "no error: \(rules)"
        } catch {
            return "\(error)"
        }
    }

    func testJSONAndYAMLReadTheSameRules() throws {
        XCTAssertEqual(try json(fullJSON), full)
        XCTAssertEqual(try yaml(fullYAML), full)
    }

    func testAbsentRulesAreOff() throws {
        XCTAssertEqual(try json("{}"), RuleSet())
        XCTAssertEqual(try yaml("maxDepth: ~\nleaves: []\n"), RuleSet())
        XCTAssertEqual(RuleSet().count, 0)
        XCTAssertEqual(full.count, 10)
    }

    func testDefaultRules() {
        XCTAssertEqual(
            RuleSet.default,
            RuleSet()
                .with(\.maxDepth, 6)
                .with(\.maxFanOut, 10)
                .with(\.maxViewlessChain, 2)
                .with(\.maxTunnel, 3)
                .with(\.maxUnprovidedProperties, 0))
    }

    func testSampleRulesAreTheSameInJSONAndYAML() throws {
        let json = try RuleSet.load(contentsOfFile: packageRoot.appendingPathComponent("samples/rules.json").path)
        let yaml = try RuleSet.load(contentsOfFile: packageRoot.appendingPathComponent("samples/rules.yml").path)
        XCTAssertEqual(json, yaml)
        XCTAssertEqual(
            json,
            RuleSet()
                .with(\.maxDepth, 4)
                .with(\.maxFanOut, 4)
                .with(\.maxViewlessChain, 2)
                .with(\.maxTunnel, 2)
                .with(\.forbidden, [ForbiddenEdge(parent: "Navigation", child: "*Wrapper")])
                .with(\.providedBy, [ProviderRule(property: "*ResultStream", component: "*WrapperComponent")])
                .with(\.leaves, ["B", "C", "D", "E"]))
    }

    func testTheDocsShowTheSampleRulesFiles() throws {
        let root = packageRoot
        let docs = try String(contentsOf: root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        /// The fenced block that starts with `opening` in docs/rules.md.
        func block(_ opening: String) throws -> String {
            let start = try XCTUnwrap(docs.range(of: opening), opening).upperBound
            let end = try XCTUnwrap(docs.range(of: "```\n", range: start..<docs.endIndex), opening).lowerBound
            return String(docs[start..<end])
        }
        let json = try String(contentsOf: root.appendingPathComponent("samples/rules.json"), encoding: .utf8)
        XCTAssertEqual(try block("```json\n{\n  \"maxDepth\": 4"), String(json.dropFirst("{\n  \"maxDepth\": 4".count)))
        let yaml = try String(contentsOf: root.appendingPathComponent("samples/rules.yml"), encoding: .utf8)
        let yamlBody = yaml.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
        XCTAssertEqual("maxDepth" + (try block("```yaml\nmaxDepth")), yamlBody)
        XCTAssertEqual(
            try RuleSet.decode(try block("Without `--rules`, `check` uses:\n\n```json\n"), file: "docs", yaml: false),
            .default)
    }

    func testTheExtensionChoosesTheSyntax() throws {
        let folder = try RulesFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.yml", "b.yaml", "c.YML"] {
            let path = folder.appendingPathComponent(name).path
            try Data(fullYAML.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try RuleSet.load(contentsOfFile: path), full, name)
        }
        for name in ["d.json", "e.rules", "f"] {
            let path = folder.appendingPathComponent(name).path
            try Data(fullJSON.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try RuleSet.load(contentsOfFile: path), full, name)
        }
        let yamlInJSON = folder.appendingPathComponent("g.json").path
        try Data("maxDepth: 4\n".utf8).write(to: URL(fileURLWithPath: yamlInJSON))
        XCTAssertThrowsError(try RuleSet.load(contentsOfFile: yamlInJSON)) { error in
            XCTAssertEqual("\(error)", "\(yamlInJSON):1:1: invalid JSON: unexpected 'm', expected a value")
        }
    }

    func testUnknownKeysAreErrorsNamingTheirPath() {
        XCTAssertEqual(
            message(json: #"{"maxDept": 4}"#), #"rules.json: maxDept: unknown key (did you mean "maxDepth"?)"#)
        XCTAssertEqual(
            message(json: #"{"colour": "red"}"#),
            "rules.json: colour: unknown key (expected one of: "
                + "maxDepth, maxNavigationDepth, maxFanOut, maxViewlessChain, maxTunnel, forbidden, providedBy, "
                + "maxUnprovidedProperties, leaves, maxViewlessParts, maxSuspectedLeaks, tunnelExemptions)"
        )
        XCTAssertEqual(
            message(json: #"{"forbidden": [{"parent": "A", "child": "B"}, {"parent": "A", "chld": "B"}]}"#),
            #"rules.json: forbidden[1].chld: unknown key (did you mean "child"?)"#)
        XCTAssertEqual(
            message(yaml: "providedBy:\n  - property: session\n    compnent: AComponent\n"),
            #"rules.yml: providedBy[0].compnent: unknown key (did you mean "component"?)"#)
        XCTAssertEqual(
            message(yaml: "maxDepth: 4\nmaxdepth: 5\n"),
            #"rules.yml: maxdepth: unknown key (did you mean "maxDepth"?)"#)
    }

    func testWrongTypesAreErrorsNamingTheirPath() {
        XCTAssertEqual(message(yaml: "maxDepth: seven\n"), "rules.yml: maxDepth: expected a whole number")
        XCTAssertEqual(message(yaml: "maxTunnel: 2.5\n"), "rules.yml: maxTunnel: expected a whole number")
        XCTAssertEqual(message(json: #"{"maxDepth": 7.5}"#), "rules.json: maxDepth: expected a whole number")
        XCTAssertEqual(message(json: #"{"maxFanOut": "7"}"#), "rules.json: maxFanOut: expected a whole number")
        XCTAssertEqual(
            message(json: #"{"maxViewlessChain": -1}"#), "rules.json: maxViewlessChain: must not be negative")
        XCTAssertEqual(message(json: #"{"leaves": "B"}"#), "rules.json: leaves: expected a list")
        XCTAssertEqual(message(json: #"{"leaves": ["B", 3]}"#), "rules.json: leaves[1]: expected a string")
        XCTAssertEqual(message(json: #"{"leaves": [""]}"#), "rules.json: leaves[0]: must not be empty")
        XCTAssertEqual(
            message(json: #"{"forbidden": [{"parent": 1, "child": "B"}]}"#),
            "rules.json: forbidden[0].parent: expected a string")
        XCTAssertEqual(
            message(json: #"{"forbidden": {"parent": "A", "child": "B"}}"#), "rules.json: forbidden: expected a list")
        XCTAssertEqual(
            message(yaml: "forbidden:\n  - parent: A\n"), #"rules.yml: forbidden[0]: missing required key "child""#)
        XCTAssertEqual(
            message(json: #"{"providedBy": [{"component": "AComponent"}]}"#),
            #"rules.json: providedBy[0]: missing required key "dependency" or "property""#)
        XCTAssertEqual(message(json: "[1, 2]"), "rules.json: (document): expected an object")
        XCTAssertEqual(message(yaml: "- maxDepth\n"), "rules.yml: (document): expected an object")
    }

    func testSyntaxErrorsGiveTheLineAndColumn() {
        XCTAssertEqual(
            message(json: "{\n  \"maxDepth\": 4 \"maxFanOut\": 3}"),
            "rules.json:2:17: invalid JSON: expected ',' or '}' after an object member, found '\"'")
        XCTAssertEqual(
            message(json: #"{"maxDepth": 4,"#),
            "rules.json:1:16: invalid JSON: expected a quoted key, found end of input")
        XCTAssertEqual(
            message(yaml: "maxDepth: [4\n"),
            "rules.yml:2:1: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 11)"
        )
        XCTAssertEqual(message(yaml: "  \n\n"), "rules.yml: (document): the file is empty: expected an object")
        XCTAssertEqual(message(json: ""), "rules.json: (document): the file is empty: expected an object")
        XCTAssertEqual(message(yaml: "# nothing yet\n"), "rules.yml: (document): expected an object")
    }

    func testTheLimitsGivenBoundRulesAndSettings() {
        var tight = InputLimits.standard
        tight.maxNesting = 2
        let deepJSON = #"{"forbidden": [{"parent": "A", "child": "B"}]}"#
        let deepYAML = "forbidden:\n  - parent: A\n    child: B\n"
        XCTAssertNoThrow(try RuleSet.decode(deepJSON, file: "rules.json", yaml: false))
        XCTAssertNoThrow(try RuleSet.decode(deepYAML, file: "rules.yml", yaml: true))
        XCTAssertEqual(
            message { try RuleSet.decode(deepJSON, file: "rules.json", yaml: false, limits: tight) },
            "rules.json:1:16: invalid JSON: nested more than 2 levels deep (raise it with --max-nesting)")
        XCTAssertEqual(
            message { try RuleSet.decode(deepYAML, file: "rules.yml", yaml: true, limits: tight) },
            "rules.yml:2:3: invalid YAML: nested more than 2 levels deep (raise it with --max-nesting)")
        let settings = "rules:\n  maxDepth: 4\n  forbidden:\n    - parent: A\n      child: B\n"
        XCTAssertNoThrow(try ProjectConfig(text: settings, file: ".ribgraph.yml", limits: .standard))
        XCTAssertThrowsError(try ProjectConfig(text: settings, file: ".ribgraph.yml", limits: tight)) {
            XCTAssertEqual(
                "\($0)",
                ".ribgraph.yml:4:5: invalid YAML: nested more than 2 levels deep (raise it with --max-nesting)")
        }
    }

    func testMissingFilesAreUnreadable() throws {
        XCTAssertThrowsError(try RuleSet.load(contentsOfFile: "/nonexistent/rules.yml")) { error in
            XCTAssertEqual(error as? InputError, .unreadable(file: "/nonexistent/rules.yml", reason: "no such file"))
        }
        let folder = try RulesFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try RuleSet.load(contentsOfFile: folder.path)) { error in
            XCTAssertEqual(
                error as? InputError,
                .unreadable(file: folder.path, reason: "is a directory, not a settings, rules or baseline file"))
        }
    }

    func testPatterns() {
        let cases: [(String, String, Bool)] = [
            ("B", "B", true), ("B", "BB", false), ("B", "b", false),
            ("*Wrapper", "BCWrapper", true), ("*Wrapper", "Wrapper", true), ("*Wrapper", "WrapperB", false),
            ("B*", "B", true), ("B*", "BDependency", true), ("B*", "AB", false),
            ("*", "", true), ("*", "가나다", true),
            ("A*B*C", "ABC", true), ("A*B*C", "AxxBxxC", true), ("A*B*C", "AC", false), ("A*B*C", "ACB", false),
            ("*ab*ab", "abab", true), ("*ab*ab", "ab", false), ("a**b", "ab", true),
            ("가*", "가Component", true), ("*🥝", "🔴🥝", true), ("*🥝", "🥝🔴", false),
        ]
        for (pattern, name, expected) in cases {
            XCTAssertEqual(RIBPattern(pattern).matches(name), expected, "\(pattern) ~ \(name)")
        }
        XCTAssertTrue(RIBPattern("Login Wrapper").matches(id: "LoginWrapper", name: "Login Wrapper"))
        XCTAssertTrue(RIBPattern("*Wrapper").matches(id: "LoginWrapper", name: "Login Wrapper"))
        XCTAssertFalse(RIBPattern("Login*").matches(id: "Root", name: "Root"))
    }

    func testRulesRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(full)
        XCTAssertEqual(try RuleSet.decode(String(decoding: data, as: UTF8.self), file: "x.json", yaml: false), full)
    }
}

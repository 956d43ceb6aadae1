import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph check` end to end: the built binary with the sample rules, every format, baselines and
/// exit statuses. Traces and rules are copied into the scratch folder so messages name short paths.
final class CheckCommandTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        for name in ["vertical", "flattened"] {
            try rg.write(String(contentsOfFile: SampleTraces.path(name), encoding: .utf8), to: "\(name).json")
        }
        for name in ["rules.json", "rules.yml"] {
            let path = packageRoot.appendingPathComponent("samples/\(name)").path
            try rg.write(String(contentsOfFile: path, encoding: .utf8), to: name)
        }
    }

    override func tearDown() {
        rg?.tearDown()
    }

    private static let verticalLines = [
        #"max-depth: A/AA/B/가/나: "나" is at depth 5 and its subtree reaches depth 6; maxDepth is 4"#,
        #"max-tunnel: A/AA/B/가/나: "session" (나Dependency) is provided by AComponent and passed through 3 components; maxTunnel is 2"#,
        #"max-tunnel: A/AA/B/가/나/🥝: "session" (🥝Dependency) is provided by AComponent and passed through 4 components; maxTunnel is 2"#,
        #"max-tunnel: A/AA/B/가/나/🥝: "orderStream" (🥝Dependency) is provided by AAComponent and passed through 3 components; maxTunnel is 2"#,
        #"must-be-leaf: A/AA/B: "B" must be a leaf but has 1 attached child: "가""#,
    ]

    private static let verticalSummary =
        "check: vertical.json: 5 violations (max-depth 1, max-tunnel 3, must-be-leaf 1)\n"

    /// The sample rules are written for vertical and flattened alike: the names only flattened has match
    /// nothing in vertical (or in a trace made from it), and `check` says so.
    private static func verticalWarnings(_ rules: String = "rules.json", trace: String = "vertical.json") -> String {
        [
            ("forbidden[0].parent", "forbidden", "Navigation", "RIB"),
            ("forbidden[0].child", "forbidden", "*Wrapper", "RIB"),
            ("providedBy[0].property", "providedBy", "*ResultStream", "property"),
            ("providedBy[0].component", "providedBy", "*WrapperComponent", "component"),
            ("leaves[1]", "leaves", "C", "RIB"), ("leaves[2]", "leaves", "D", "RIB"),
            ("leaves[3]", "leaves", "E", "RIB"),
        ]
        .map {
            "ribgraph: warning: \(rules): \($0.0): the \($0.1) rule's pattern \"\($0.2)\" matches no \($0.3) in \(trace)\n"
        }
        .joined()
    }

    func testTheSampleRulesFailTheVerticalTree() throws {
        for rules in ["rules.json", "rules.yml"] {
            let result = try rg.run(["check", "vertical.json", "--rules", rules])
            XCTAssertEqual(result.status, 1, rules)
            XCTAssertEqual(result.stdoutText, Self.verticalLines.map { $0 + "\n" }.joined(), rules)
            XCTAssertEqual(result.stderr, Self.verticalWarnings(rules) + Self.verticalSummary, rules)
        }
    }

    func testTheSampleRulesPassTheFlattenedTree() throws {
        for rules in ["rules.json", "rules.yml"] {
            let result = try rg.run(["check", "flattened.json", "--rules", rules])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdoutText, "")
            XCTAssertEqual(result.stderr, "check: flattened.json: no violations\n")
        }
    }

    func testTheDefaultRules() throws {
        let vertical = try rg.run(["check", "vertical.json"])
        XCTAssertEqual(vertical.status, 1)
        XCTAssertEqual(
            vertical.stdoutText,
            #"max-tunnel: A/AA/B/가/나/🥝: "session" (🥝Dependency) is provided by AComponent and passed through 4 components; maxTunnel is 3"#
                + "\n")
        XCTAssertEqual(vertical.stderr, "check: vertical.json: 1 violation (max-tunnel 1)\n")
        let flattened = try rg.run(["check", "flattened.json"])
        XCTAssertEqual(flattened.status, 0, flattened.stderr)
    }

    func testAtAnEarlierEvent() throws {
        // After seq 3 the vertical tree is A → AA → B: nothing is too deep yet and B is still a leaf.
        let result = try rg.run(["check", "vertical.json", "--rules", "rules.json", "--at", "3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, Self.verticalWarnings() + "check: vertical.json: no violations\n")
        let unknown = try rg.run(["check", "vertical.json", "--at", "99"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(unknown.stderr, "ribgraph: vertical.json: no event has seq 99 (seqs run from 1 to 10)\n")
    }

    func testJSONFormat() throws {
        let result = try rg.run(["check", "vertical.json", "--rules", "rules.json", "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        XCTAssertEqual(object["known"] as? Int, 0)
        let violations = try XCTUnwrap(object["violations"] as? [[String: String]])
        XCTAssertEqual(violations.map { "\($0["rule"]!): \($0["where"]!): \($0["what"]!)" }, Self.verticalLines)
        XCTAssertEqual(
            violations.map { $0["key"]! },
            [
                "나", "나Dependency.session", "🥝Dependency.session",
                "🥝Dependency.orderStream", "B",
            ])
        XCTAssertEqual(result.stderr, Self.verticalWarnings() + Self.verticalSummary)
    }

    func testMarkdownFormat() throws {
        let result = try rg.run(["check", "vertical.json", "--rules", "rules.json", "--format", "markdown"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stdoutText,
            """
            | Rule | Where | What |
            |---|---|---|
            | max-depth | A/AA/B/가/나 | "나" is at depth 5 and its subtree reaches depth 6; maxDepth is 4 |
            | max-tunnel | A/AA/B/가/나 | "session" (나Dependency) is provided by AComponent and passed through 3 components; maxTunnel is 2 |
            | max-tunnel | A/AA/B/가/나/🥝 | "session" (🥝Dependency) is provided by AComponent and passed through 4 components; maxTunnel is 2 |
            | max-tunnel | A/AA/B/가/나/🥝 | "orderStream" (🥝Dependency) is provided by AAComponent and passed through 3 components; maxTunnel is 2 |
            | must-be-leaf | A/AA/B | "B" must be a leaf but has 1 attached child: "가" |

            """)
        let clean = try rg.run(["check", "flattened.json", "--rules", "rules.json", "--format", "markdown"])
        XCTAssertEqual(clean.stdoutText, "No violations.\n")
    }

    func testGitHubFormat() throws {
        let result = try rg.run(["check", "vertical.json", "--rules", "rules.yml", "--format", "github"])
        XCTAssertEqual(result.status, 1)
        // Its RIBs have no declaredIn: those annotations point at the trace. Its properties say where they
        // are declared: the tunnels point there.
        let places = [
            "file=vertical.json", "file=Vertical/A/ABuilder.swift,line=12", "file=Vertical/A/ABuilder.swift,line=12",
            "file=Vertical/AA/AABuilder.swift,line=14", "file=vertical.json",
        ]
        XCTAssertEqual(
            result.stdoutText.split(separator: "\n").map(String.init),
            zip(places, Self.verticalLines).map { place, line in
                let (rule, rest) = (line.prefix { $0 != ":" }, line.drop { $0 != ":" }.dropFirst(2))
                return "::error \(place),title=\(rule)::\(rest)"
            })
        XCTAssertTrue(
            result.stdoutText.hasPrefix(#"::error file=vertical.json,title=max-depth::A/AA/B/가/나: "나" is at depth 5"#))
    }

    func testGitHubFormatOnASourceTracePointsAtTheSwiftFiles() throws {
        try rg.write(String(contentsOfFile: SampleTraces.path("scanned"), encoding: .utf8), to: "scanned.json")
        try rg.write(#"{"maxFanOut": 2, "maxTunnel": 0}"#, to: "strict.json")
        let result = try rg.run(["check", "scanned.json", "--rules", "strict.json", "--format", "github"])
        XCTAssertEqual(result.status, 1)
        // "::error PROPERTIES::message": the properties, up to the colons that end them (a path's own are escaped).
        let headers = result.stdoutText.split(separator: "\n").map { String($0.dropFirst(2).prefix { $0 != ":" }) }
        XCTAssertEqual(
            headers,
            [
                "error file=TicTacToe/LoggedIn/LoggedInBuilder.swift,line=52,title=max-fan-out",
                "error file=TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift,line=20,title=max-tunnel",
                "error file=TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift,line=21,title=max-tunnel",
                "error file=TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift,line=22,title=max-tunnel",
            ])
        XCTAssertTrue(
            result.stdoutText.hasSuffix(
                "title=max-tunnel::BasicScoreBoard: \"scoreStream\" "
                    + "(BasicScoreBoardDependency) is provided by LoggedInComponent and passed through "
                    + "1 components; maxTunnel is 0\n"), result.stdoutText)
    }

    // MARK: - Baselines

    /// The vertical trace with `rib` attached under `parent` by one more event.
    private func verticalWith(_ rib: String, under parent: String, as name: String) throws {
        let data = try Data(contentsOf: rg.folder.appendingPathComponent("vertical.json"))
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var ribs = try XCTUnwrap(object["ribs"] as? [[String: Any]])
        ribs.append(["id": rib, "view": "\(rib)ViewController"])
        var events = try XCTUnwrap(object["events"] as? [[String: Any]])
        events.append(["seq": 11, "kind": "attach", "parent": parent, "child": rib])
        object["ribs"] = ribs
        object["events"] = events
        try JSONSerialization.data(withJSONObject: object).write(to: rg.folder.appendingPathComponent(name))
    }

    func testABaselineOfTheVerticalTreePassesUntilANewViolationAppears() throws {
        let written = try rg.run([
            "check", "vertical.json", "--rules", "rules.json", "--write-baseline", "baseline.json",
        ])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdoutText, Self.verticalLines.map { $0 + "\n" }.joined())
        XCTAssertEqual(
            written.stderr,
            Self.verticalWarnings() + "check: vertical.json: 5 violations (max-depth 1, max-tunnel 3, must-be-leaf 1); "
                + "written to baseline.json\n")
        let baseline = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(try rg.read("baseline.json"))) as? [String: Any])
        XCTAssertEqual(baseline["format"] as? String, "ribgraph-baseline")
        XCTAssertEqual((baseline["violations"] as? [Any])?.count, 5)

        let known = try rg.run(["check", "vertical.json", "--rules", "rules.json", "--baseline", "baseline.json"])
        XCTAssertEqual(known.status, 0, known.stderr)
        XCTAssertEqual(known.stdoutText, "")
        XCTAssertEqual(
            known.stderr,
            Self.verticalWarnings() + "check: vertical.json: no new violations; 5 known from the baseline\n")

        // One more level under 🥝: the max-depth violation at 나 now reaches depth 7, and is still known.
        try verticalWith("🟢", under: "🥝", as: "deeper.json")
        let deeper = try rg.run(["check", "deeper.json", "--rules", "rules.json", "--baseline", "baseline.json"])
        XCTAssertEqual(deeper.status, 0, deeper.stderr)
        XCTAssertEqual(
            deeper.stderr,
            Self.verticalWarnings(trace: "deeper.json")
                + "check: deeper.json: no new violations; 5 known from the baseline\n")

        // A second child under 가 is a new RIB beyond maxDepth: exactly one new violation.
        try verticalWith("라", under: "가", as: "wider.json")
        let wider = try rg.run(["check", "wider.json", "--rules", "rules.json", "--baseline", "baseline.json"])
        XCTAssertEqual(wider.status, 1)
        XCTAssertEqual(
            wider.stdoutText,
            #"max-depth: A/AA/B/가/라: "라" is at depth 5 and its subtree reaches depth 5; maxDepth is 4"# + "\n")
        XCTAssertEqual(
            wider.stderr,
            Self.verticalWarnings(trace: "wider.json")
                + "check: wider.json: 1 new violation (max-depth 1); 5 known from the baseline\n")

        // Fixed violations are reported as gone, and do not fail the check.
        let fixed = try rg.run(["check", "flattened.json", "--rules", "rules.json", "--baseline", "baseline.json"])
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(
            fixed.stderr,
            "check: flattened.json: no new violations; 0 known from the baseline; "
                + "5 baseline entries no longer occur\n")
    }

    // MARK: - Exit statuses

    func testBadRulesExit65() throws {
        try rg.write("maxDepth: seven\n", to: "bad.yml")
        let result = try rg.run(["check", "vertical.json", "--rules", "bad.yml"])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "ribgraph: bad.yml: maxDepth: expected a whole number\n")
        try rg.write(#"{"leaves": ["B"], "forbiden": []}"#, to: "typo.json")
        let typo = try rg.run(["check", "vertical.json", "--rules", "typo.json"])
        XCTAssertEqual(typo.status, 65)
        XCTAssertEqual(typo.stderr, "ribgraph: typo.json: forbiden: unknown key (did you mean \"forbidden\"?)\n")
    }

    // MARK: - Rules files read strictly

    /// Runs check with `rules` written to `name`; returns its status and standard error.
    private func checkRules(_ rules: String, named name: String) throws -> (status: Int32, stderr: String) {
        try rg.write(rules, to: name)
        let result = try rg.run(["check", "vertical.json", "--rules", name])
        XCTAssertEqual(result.stdoutText, "", name)
        return (result.status, result.stderr)
    }

    func testJSONRulesSyntaxErrorsNameLineAndColumnInTheReadersWords() throws {
        let missingComma = try checkRules("{\n  \"maxDepth\": 4 \"maxFanOut\": 3}", named: "comma.json")
        XCTAssertEqual(missingComma.status, 65)
        XCTAssertEqual(
            missingComma.stderr,
            "ribgraph: comma.json:2:17: invalid JSON: expected ',' or '}' after an object member, found '\"'\n")
        let cut = try checkRules(#"{"maxDepth": 4,"#, named: "cut.json")
        XCTAssertEqual(cut.status, 65)
        XCTAssertEqual(cut.stderr, "ribgraph: cut.json:1:16: invalid JSON: expected a quoted key, found end of input\n")
        let deep = try checkRules(#"{"leaves": "# + String(repeating: "[", count: 10_000), named: "deep.json")
        XCTAssertEqual(deep.status, 65)
        XCTAssertEqual(
            deep.stderr,
            "ribgraph: deep.json:1:267: invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)\n")
    }

    func testARepeatedKeyIsAnErrorNamingItAndItsPlace() throws {
        let json = try checkRules("{\"maxDepth\": 4,\n \"leaves\": [\"B\"],\n \"maxDepth\": 9}", named: "twice.json")
        XCTAssertEqual(json.status, 65)
        XCTAssertEqual(json.stderr, "ribgraph: twice.json:3:2: duplicate key \"maxDepth\"\n")
        let nested = try checkRules(
            #"{"forbidden": [{"parent": "A", "child": "B", "child": "C"}]}"#, named: "nested.json")
        XCTAssertEqual(nested.stderr, "ribgraph: nested.json:1:46: duplicate key \"child\"\n")
        let yaml = try checkRules("maxDepth: 4\nleaves: [B]\nmaxDepth: 9\n", named: "twice.yml")
        XCTAssertEqual(yaml.status, 65)
        XCTAssertEqual(yaml.stderr, "ribgraph: twice.yml:3:1: duplicate key \"maxDepth\"\n")
        let flow = try checkRules("forbidden:\n  - {parent: A, child: B, child: C}\n", named: "flow.yml")
        XCTAssertEqual(flow.stderr, "ribgraph: flow.yml:2:27: duplicate key \"child\"\n")
    }

    func testDeepYAMLIsRefusedBeforeYamsRecursesIntoIt() throws {
        let brackets = try checkRules("leaves: " + String(repeating: "[", count: 10_000) + "\n", named: "brackets.yml")
        XCTAssertEqual(brackets.status, 65)
        XCTAssertEqual(
            brackets.stderr,
            "ribgraph: brackets.yml:1:264: invalid YAML: nested more than 256 levels deep (raise it with --max-nesting)\n"
        )
        let mapping = (0..<5_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + "\n"
        let indented = try checkRules(mapping, named: "indented.yml")
        XCTAssertEqual(indented.status, 65)
        XCTAssertEqual(
            indented.stderr,
            "ribgraph: indented.yml:257:257: invalid YAML: nested more than 256 levels deep (raise it with --max-nesting)\n"
        )
        let dashes = try checkRules("leaves:\n" + String(repeating: "- ", count: 300) + "B\n", named: "dashes.yml")
        XCTAssertEqual(
            dashes.stderr,
            "ribgraph: dashes.yml:2:511: invalid YAML: nested more than 256 levels deep (raise it with --max-nesting)\n"
        )
        // 200 levels are allowed: the limit is the only reason for refusing.
        let allowed = try checkRules(
            "leaves: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n",
            named: "allowed.yml")
        XCTAssertEqual(allowed.stderr, "ribgraph: allowed.yml: leaves[0]: expected a single value\n")
    }

    func testAComplexYAMLKeyIsAnError() throws {
        let result = try checkRules("maxDepth: 4\n? [a, b]\n: 4\n", named: "complex.yml")
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "ribgraph: complex.yml:2:3: a complex key (a list or mapping as a key) is not allowed: keys are names\n")
    }

    func testYAMLTypeErrorsSayWhatWasExpected() throws {
        XCTAssertEqual(
            try checkRules("leaves: B\n", named: "leaves.yml").stderr, "ribgraph: leaves.yml: leaves: expected a list\n"
        )
        XCTAssertEqual(
            try checkRules("forbidden: {parent: A, child: B}\n", named: "forbidden.yml").stderr,
            "ribgraph: forbidden.yml: forbidden: expected a list\n")
        XCTAssertEqual(
            try checkRules("forbidden: [A]\n", named: "edge.yml").stderr,
            "ribgraph: edge.yml: forbidden[0]: expected an object\n")
    }

    func testMissingFilesExit66() throws {
        let rules = try rg.run(["check", "vertical.json", "--rules", "missing.yml"])
        XCTAssertEqual(rules.status, 66)
        XCTAssertEqual(rules.stderr, "ribgraph: missing.yml: no such file\n")
        let baseline = try rg.run(["check", "vertical.json", "--baseline", "missing.json"])
        XCTAssertEqual(baseline.status, 66)
        XCTAssertEqual(baseline.stderr, "ribgraph: missing.json: no such file\n")
        let trace = try rg.run(["check", "missing-trace.json"])
        XCTAssertEqual(trace.status, 66)
    }

    func testABadBaselineExits65() throws {
        try rg.write(
            #"{"format": "ribgraph-baseline", "version": 1, "violations": [{"rule": "max-depth"}]}"#, to: "b.json")
        let result = try rg.run(["check", "vertical.json", "--baseline", "b.json"])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "ribgraph: b.json: violations[0]: missing required key \"where\"\n")
    }

    func testAnUnwritableBaselineExits73() throws {
        let result = try rg.run(["check", "vertical.json", "--write-baseline", "no/such/folder/b.json"])
        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(
            result.stderr, "ribgraph: no/such/folder/b.json: cannot write output: its folder does not exist\n")
    }

    func testAnUnknownFormatIsAUsageError() throws {
        let result = try rg.run(["check", "vertical.json", "--format", "xml"])
        XCTAssertEqual(result.status, 64)
    }
}

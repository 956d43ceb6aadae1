import Foundation
import RibGraphTestSupport
import XCTest

/// `metrics` and `check` on scans of apps that reuse screens, through the built binary: they count RIB
/// types, routes and parents, never copies; a violation is about one RIB type, route or property, with one
/// annotation; a baseline keys violations so that changes elsewhere in the graph leave them known.
///
/// Fixtures (Tests/ribgraphTests/Fixtures/Graph): `reuse` is Root → Home, Search, Web, Login, with Home and
/// Search → Web, Login: 5 RIB types, 8 routes, Web and Login each attached by 3 parents (a tree of copies
/// had 9 RIBs). `reuse/head` adds Promo as Root's first child, which attaches Web and Login too. WebDependency's
/// `baseURL` comes from RootComponent, forwarded by HomeComponent and SearchComponent. `cycle` is Root → Feed →
/// Profile → Feed, and Legacy, which nothing attaches.
final class GraphAnalysisCommandTests: XCTestCase {
    private static let fixtures = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Graph")

    /// Rules `reuse` breaks: Root's 4 routes, Web's `baseURL` passed through Home's or Search's component,
    /// the route Search → Login, and WebDependency satisfied by Home's and Search's components.
    private static let rules = """
        maxFanOut: 3
        maxTunnel: 0
        forbidden:
          - {parent: Search, child: Login}
        providedBy:
          - {dependency: WebDependency, component: RootComponent}

        """

    /// Copies the fixture `name` into the scratch folder and scans `parts` of it (relative to the fixture)
    /// into `trace`.
    private func scan(_ name: String, _ parts: [String], to trace: String, in rg: RibgraphRunner) throws {
        if !FileManager.default.fileExists(atPath: rg.path(name)) {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name), to: rg.folder.appendingPathComponent(name))
        }
        let result = try rg.run(["scan"] + parts.map { "\(name)/\($0)" } + ["-o", trace, "--app", name])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    private func json(_ result: RibgraphRunner.Result) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], result.stderr)
    }

    func testARIBTypeUnderThreeParentsIsOneNodeWithThreeRoutesAndOneViolation() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try scan("reuse", ["common", "base"], to: "app.json", in: rg)

        let metrics = try rg.run(["metrics", "app.json", "--format", "json"])
        XCTAssertEqual(metrics.status, 0, metrics.stderr)
        let tree = try XCTUnwrap(try json(metrics)["tree"] as? [String: Any])
        let size = try XCTUnwrap(tree["size"] as? [String: Any])
        XCTAssertEqual(size["ribs"] as? Int, 5, "RIB types, not the 9 copies of a tree")
        let graph = try XCTUnwrap(tree["graph"] as? [String: Any])
        XCTAssertEqual(graph["routes"] as? Int, 8)
        let shared = try XCTUnwrap(graph["shared"] as? [[String: Any]])
        XCTAssertEqual(
            shared.map { "\($0["rib"] as? String ?? "?") \($0["parents"] as? Int ?? 0)" }, ["Login 3", "Web 3"])
        let depth = try XCTUnwrap(tree["depth"] as? [String: Any])
        XCTAssertEqual(depth["measure"] as? String, "shortest path")
        XCTAssertEqual(depth["maximum"] as? Int, 2, "Web and Login are one route from Root")
        let tunnels = try XCTUnwrap((tree["dependencies"] as? [String: Any])?["tunnels"] as? [[String: Any]])
        XCTAssertEqual(
            tunnels.map {
                "\($0["consumer"] as? String ?? "?").\($0["property"] as? String ?? "?") \($0["length"] as? Int ?? -1)"
            },
            ["Web.baseURL 1", "Home.baseURL 0", "Search.baseURL 0"],
            "Web's three parents give one tunnel, the longest (through HomeComponent)")

        let text = try rg.run(["metrics", "app.json"])
        XCTAssertTrue(
            text.stdoutText.contains("  RIB types                            5 (5 viewful, 0 viewless)\n"),
            text.stdoutText)
        XCTAssertTrue(
            text.stdoutText.contains("  shared RIB types                     2: Login (3 parents), Web (3 parents)\n"),
            text.stdoutText)
        XCTAssertTrue(text.stdoutText.contains("  max depth (shortest path)            2\n"), text.stdoutText)
        XCTAssertTrue(
            text.stdoutText.contains("  fan-out (routes per parent)          max 4, mean 2.67\n"), text.stdoutText)
        XCTAssertTrue(
            text.stdoutText.contains(
                "  tunnels                              3, longest 1 (Web.baseURL from RootComponent under Home)"),
            text.stdoutText)
        let markdown = try rg.run(["metrics", "app.json", "--format", "markdown"])
        XCTAssertTrue(
            markdown.stdoutText.contains(
                "| routes | 8 |\n| shared RIB types | 2: Login (3 parents), Web (3 parents) |\n"),
            markdown.stdoutText)

        try rg.write(Self.rules, to: "rules.yml")
        let check = try rg.run(["check", "app.json", "--rules", "rules.yml"])
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertEqual(
            check.stdoutText,
            """
            max-fan-out: Root: "Root" has 4 routes; maxFanOut is 3
            max-tunnel: Web: "baseURL" (WebDependency) is provided by RootComponent and passed through 1 components on the route from Home; maxTunnel is 0
            forbidden-edge: Search -> Login: "Search" attaches "Login", which the rules forbid (parent "Search", child "Login")
            provided-by: Web: WebDependency is satisfied by HomeComponent (under Home) and SearchComponent (under Search); the rules want RootComponent

            """)
        let github = try rg.run(["check", "app.json", "--rules", "rules.yml", "--format", "github"])
        XCTAssertEqual(
            github.stdoutText.split(separator: "\n"),
            [
                "::error file=reuse/base/Root/RootBuilder.swift,line=18,title=max-fan-out::Root: \"Root\" has 4 routes; maxFanOut is 3",
                "::error file=reuse/common/Web/WebBuilder.swift,line=4,title=max-tunnel::Web: \"baseURL\" (WebDependency) is provided by RootComponent and passed through 1 components on the route from Home; maxTunnel is 0",
                // the route, where Search's builder creates Login's
                "::error file=reuse/common/Search/SearchBuilder.swift,line=30,title=forbidden-edge::Search -> Login: \"Search\" attaches \"Login\", which the rules forbid (parent \"Search\", child \"Login\")",
                "::error file=reuse/common/Web/WebBuilder.swift,line=15,title=provided-by::Web: WebDependency is satisfied by HomeComponent (under Home) and SearchComponent (under Search); the rules want RootComponent",
            ], "one annotation per violation, each on its own source line")
    }

    func testABaselineSurvivesANewRIBElsewhere() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try scan("reuse", ["common", "base"], to: "base.json", in: rg)
        try scan("reuse", ["common", "head"], to: "head.json", in: rg)
        try rg.write(Self.rules, to: "rules.yml")
        let write = try rg.run(["check", "base.json", "--rules", "rules.yml", "--write-baseline", "baseline.json"])
        XCTAssertEqual(write.status, 0, write.stderr)
        let baseline = String(decoding: try rg.read("baseline.json"), as: UTF8.self)
        XCTAssertTrue(baseline.contains(#""where" : "Web""#), baseline)
        XCTAssertTrue(baseline.contains(#""where" : "Search -> Login""#), baseline)
        XCTAssertFalse(baseline.contains("Root/"), "no place is a path: a path changes with the graph above it")

        // HEAD adds Promo as Root's first child, attaching Web and Login: Web gets a fourth parent (and a third
        // wrong component), Root a fifth route. Every violation is still the one the baseline knows.
        let check = try rg.run(["check", "head.json", "--rules", "rules.yml", "--baseline", "baseline.json"])
        XCTAssertEqual(check.status, 0, check.stdoutText + check.stderr)
        XCTAssertEqual(check.stdoutText, "")
        XCTAssertEqual(
            check.stderr, "check: head.json: no new violations; 4 known from the baseline\n",
            "nothing new, and no entry \"no longer occurs\"")
        let changed = try rg.run(["check", "head.json", "--rules", "rules.yml"])
        XCTAssertTrue(
            changed.stdoutText.contains(
                "provided-by: Web: WebDependency is satisfied by HomeComponent (under Home), SearchComponent (under Search) and "
                    + "PromoComponent (under Promo); the rules want RootComponent\n"), changed.stdoutText)
    }

    func testDiffFailsOnNewViolationsOnlyWhenARuleIsBrokenAnew() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try scan("reuse", ["common", "base"], to: "base.json", in: rg)
        try scan("reuse", ["common", "head"], to: "head.json", in: rg)
        try rg.write(Self.rules, to: "rules.yml")
        // Web's fourth parent breaks nothing new: its tunnel and its Dependency are the violations BASE has.
        let same = try rg.run([
            "diff", "base.json", "head.json", "--fail-on", "new-violations", "--rules", "rules.yml",
            "-o", "diff.md",
        ])
        XCTAssertEqual(same.status, 0, same.stderr)
        // With room for Root's 4 routes in BASE, its fifth in HEAD is new, and the only new violation.
        try rg.write(Self.rules.replacingOccurrences(of: "maxFanOut: 3", with: "maxFanOut: 4"), to: "wider.yml")
        let wider = try rg.run([
            "diff", "base.json", "head.json", "--fail-on", "new-violations", "--rules", "wider.yml",
            "-o", "diff.md",
        ])
        XCTAssertEqual(wider.status, 1, wider.stderr)
        XCTAssertTrue(
            wider.stderr.contains(
                "1 new violation in HEAD:\n  max-fan-out: Root: \"Root\" has 5 routes; maxFanOut is 4"),
            wider.stderr)
    }

    func testABaselineOfCopiesAgainstASourceTraceSaysHowToWriteItAgain() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try scan("reuse", ["common", "base"], to: "app.json", in: rg)
        try rg.write(Self.rules, to: "rules.yml")
        try rg.write(
            """
            {"format": "ribgraph-baseline", "version": 1, "violations": [
              {"rule": "max-fan-out", "where": "Root", "key": "Root", "what": "w"},
              {"rule": "max-tunnel", "where": "Web#2", "key": "WebDependency.baseURL", "what": "w"}]}
            """, to: "old baseline.json")
        let result = try rg.run(["check", "app.json", "--rules", "rules.yml", "--baseline", "old baseline.json"])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(
            result.stderr,
            "ribgraph: old baseline.json: violations[1].where: \"Web#2\" names Web#2, a numbered copy of "
                + "Web from a scan made before a RIB type was one node; against a source trace a baseline keys each "
                + "violation by RIB type, route (Parent -> Child) or property. Write the baseline again: "
                + "ribgraph check app.json --rules rules.yml --write-baseline 'old baseline.json'\n")

        try rg.write(
            """
            {"format": "ribgraph-baseline", "version": 1, "violations": [
              {"rule": "max-fan-out", "where": "Root", "key": "Root", "what": "w"},
              {"rule": "provided-by", "where": "Root/Home/Web", "key": "WebDependency", "what": "w"}]}
            """, to: "paths.json")
        let paths = try rg.run(["check", "app.json", "--baseline", "paths.json"])
        XCTAssertEqual(paths.status, 65, paths.stderr)
        XCTAssertTrue(
            paths.stderr.hasPrefix("ribgraph: paths.json: violations[1].where: \"Root/Home/Web\" is a path in a tree"),
            paths.stderr)
        XCTAssertTrue(
            paths.stderr.hasSuffix("Write the baseline again: ribgraph check app.json --write-baseline paths.json\n"),
            paths.stderr)
    }

    func testACycleAndAnUnreachableRIBTypeAreCountedAndNamed() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try scan("cycle", ["."], to: "app.json", in: rg)
        let metrics = try rg.run(["metrics", "app.json", "--format", "json"])
        XCTAssertEqual(metrics.status, 0, metrics.stderr)
        let tree = try XCTUnwrap(try json(metrics)["tree"] as? [String: Any])
        let graph = try XCTUnwrap(tree["graph"] as? [String: Any])
        XCTAssertEqual(graph["onCycles"] as? [String], ["Feed", "Profile"])
        XCTAssertEqual(graph["unreachable"] as? [String], ["Legacy"])
        XCTAssertEqual(graph["routes"] as? Int, 3)
        XCTAssertEqual((tree["size"] as? [String: Any])?["ribs"] as? Int, 4)
        XCTAssertEqual(
            (tree["depth"] as? [String: Any])?["maximum"] as? Int, 3,
            "Root, Feed, Profile: the way back to Feed adds nothing")

        let text = try rg.run(["metrics", "app.json"])
        XCTAssertTrue(text.stdoutText.contains("  unreachable RIB types                1: Legacy\n"), text.stdoutText)
        XCTAssertTrue(
            text.stdoutText.contains("  RIB types on cycles                  2: Feed, Profile\n"), text.stdoutText)
        XCTAssertTrue(
            text.stdoutText.contains("  shared RIB types                     1: Feed (2 parents)\n"), text.stdoutText)
    }
}

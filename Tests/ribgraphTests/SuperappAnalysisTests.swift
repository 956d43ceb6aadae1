import Foundation
import RibGraphTestSupport
import XCTest

/// `diff`, `metrics` and `check` on samples/superapp (scripts/generate-superapp.py): Dependency and
/// property changes in every diff format and gate, metrics counted as the generator built the app, tunnel
/// exemptions, patterns that match nothing, and tunnels whose provider the component chain does not know.
final class SuperappAnalysisTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private static func superapp(_ name: String) -> String {
        packageRoot.appendingPathComponent("samples/superapp/\(name)").path
    }

    private let base = superapp("base.json"), head = superapp("head.json")

    /// The reviewed change's Dependency edits, as the generator's docstring lists them, in the Markdown
    /// table; the title and the stderr summary name both sides.
    func testDiffMarkdownListsTheDependencyChanges() throws {
        let result = try runner.run(["diff", base, head, "--format", "markdown", "-o", "-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let markdown = result.stdoutText
        XCTAssertTrue(
            markdown.hasPrefix("## RIB tree: base SuperApp (main) → head SuperApp (feature/gift-cards)\n"), markdown)
        for row in [
            "| property removed | ProductReviews | imageLoader (ProductReviewsDependency) from SuperAppComponent |",
            "| property added | Checkout | currency (CheckoutDependency) from LoggedInComponent |",
            "| property provider moved | OrderTracking | session (OrderTrackingDependency): LoggedInComponent → SuperAppComponent |",
            // OrderStatusComponent is 6 levels below SuperAppComponent, 5 below LoggedInComponent.
            "| tunnel longer | OrderTracking | session (OrderTrackingDependency): passes through 5 → 6 components |",
        ] {
            XCTAssertTrue(markdown.contains(row), "missing \(row)\n\(markdown)")
        }
        XCTAssertTrue(
            markdown.contains(
                "Dependencies: 1 provider changed, 2 properties added, 4 properties removed, "
                    + "1 property provider moved, 1 tunnel longer."), markdown)
        XCTAssertTrue(
            result.stderr.hasPrefix("diff: base SuperApp (main) → head SuperApp (feature/gift-cards): "), result.stderr)
        XCTAssertTrue(result.stderr.contains("; dependencies: 1 provider changed, 2 properties added"), result.stderr)
    }

    /// AddCard is attached only while the checkout shows it (base seq 79–81, head 77–79): there its
    /// Dependency is satisfied by AddCardWrapper in HEAD, one component lower, so every tunnel is one longer.
    func testDiffSeesTheMovedProviderWhereAddCardIsAttached() throws {
        let result = try runner.run([
            "diff", base, head, "--base-at", "80", "--head-at", "78", "--format", "markdown", "-o", "-",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let markdown = result.stdoutText
        XCTAssertTrue(
            markdown.contains(
                "| provider changed | AddCard | AddCardDependency: CheckoutComponent → AddCardWrapperComponent |"),
            markdown)
        XCTAssertTrue(
            markdown.contains(
                "| tunnel longer | AddCard | analytics (AddCardDependency): passes through 6 → 7 components |"),
            markdown)
        XCTAssertTrue(
            markdown.hasPrefix(
                "## RIB tree: base SuperApp (main) @ seq 80 → head SuperApp (feature/gift-cards) @ seq 78\n"))
    }

    func testDiffMermaidAndPictureMarkTheRIBsWhoseDependencyChanged() throws {
        let mermaid = try runner.run(["diff", base, head, "--format", "mermaid", "-o", "-"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(mermaid.stdoutText.contains("r_Checkout[\"Checkout · 1 property added\"]"), mermaid.stdoutText)
        XCTAssertTrue(mermaid.stdoutText.contains("r_ProductReviews[\"ProductReviews · 1 property removed\"]"))
        XCTAssertTrue(
            mermaid.stdoutText.contains("%% base SuperApp (main) → head SuperApp (feature/gift-cards): +2 −2 ~"))
        let classes =
            mermaid.stdoutText.split(separator: "\n").first { $0.hasPrefix("class ") && $0.hasSuffix(" changed") } ?? ""
        for rib in ["r_Checkout", "r_ProductReviews", "r_OrderTracking"] {
            XCTAssertTrue(
                classes.split(separator: " ")[1].split(separator: ",").contains(Substring(rib)),
                "\(rib) not in \(classes)")
        }
        let svg = try runner.run(["diff", base, head, "--format", "svg", "-o", "-"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdoutText.contains("property provider moved"), "OrderTracking's badge")
        XCTAssertTrue(svg.stdoutText.contains("property removed"), "ProductReviews' badge")
        XCTAssertTrue(
            svg.stdoutText.contains("base SuperApp (main) → head SuperApp (feature/gift&#45;cards)"),
            "Graphviz writes - as &#45;")
    }

    /// A change to one property and nothing else: a change for every format and for `--fail-on any`.
    func testFailOnAnySeesAPropertyRemoved() throws {
        var json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base))) as! [String: Any]
        json["dependencies"] = (json["dependencies"] as! [[String: Any]]).map { edge in
            guard edge["child"] as? String == "Home" else { return edge }
            var changed = edge
            changed["properties"] = (edge["properties"] as! [[String: Any]]).filter {
                $0["name"] as? String != "imageLoader"
            }
            return changed
        }
        let edited = runner.path("edited.json")
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: edited))
        let result = try runner.run(["diff", base, edited, "--fail-on", "any", "--format", "markdown", "-o", "-"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stdoutText.contains(
                "| property removed | Home | imageLoader (HomeDependency) from SuperAppComponent |"))
        XCTAssertTrue(result.stderr.contains("--fail-on any: the RIB tree changed (+0 −0 ~1)"), result.stderr)
    }

    /// Every new violation the gate reports is about a RIB the report lists: Chat's children moved with
    /// Chat and keep their known tunnels.
    func testNewViolationsAreAboutListedRIBs() throws {
        let result = try runner.run([
            "diff", base, head, "--fail-on", "new-violations", "--rules", Self.superapp("rules.yml"),
            "--format", "markdown", "-o", "report.md",
        ])
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = String(decoding: try runner.read("report.md"), as: UTF8.self)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("  max-") }
        XCTAssertEqual(lines.count, 2, result.stderr)
        for line in lines {
            let rib = line.split(separator: ":")[1].split(separator: "/").last!
            XCTAssertTrue(report.contains("| \(rib) |"), "\(rib) is not in the report")
        }
        XCTAssertTrue(result.stderr.contains("OrderTracking: \"session\""), result.stderr)
        XCTAssertTrue(result.stderr.contains("Checkout: \"currency\""), result.stderr)
    }

    /// ProfileNavigation is unchanged, but Chat moved under it gives it an eighth child (7 in BASE): the gate
    /// says why a RIB the report does not list breaks `maxFanOut: 7` now.
    func testNewViolationOfAnUnlistedRIBIsExplained() throws {
        let rules = try runner.write("maxFanOut: 7\n", to: "fan-out.yml")
        let result = try runner.run([
            "diff", base, head, "--fail-on", "new-violations", "--rules", rules, "--format", "markdown", "-o", "-",
        ])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stdoutText.contains("| ProfileNavigation |"))
        XCTAssertTrue(
            result.stderr.contains(
                "ribgraph: diff --fail-on new-violations: 1 new violation in HEAD:\n  max-fan-out: "
                    + "SuperApp/LoggedIn/MainTabBar/ProfileWrapper/ProfileNavigation: "), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(" (ProfileNavigation itself is unchanged; below it: Chat, moved)\n"), result.stderr)
    }

    /// The generator's "alternatives" routers attached at the end are the decision points; its `nav` RIBs
    /// and "stack" screens attached at the end are the navigations (the tab bar and wrappers are not).
    func testMetricsCountWhatTheGeneratorBuilt() throws {
        for file in [base, head] {
            let result = try runner.run(["metrics", file, "--format", "json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let routing = try XCTUnwrap(
                ((JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])?["tree"]
                    as? [String: Any])?["routing"] as? [String: Any])
            XCTAssertEqual(
                (routing["decisionPoints"] as? [[String: Any]])?.compactMap { $0["rib"] as? String },
                [
                    "SuperApp", "ProductReviews", "Checkout", "PaymentMethod", "SearchResults", "OrderStatus", "TopUp",
                    "AccountSettings", "Addresses", "Support",
                ])
            XCTAssertEqual(
                routing["navigations"] as? [String],
                [
                    "HomeNavigation", "SearchNavigation", "OrdersNavigation", "Return", "WalletNavigation", "SendMoney",
                    "ProfileNavigation", "Settings",
                ])
        }
    }

    /// App-wide services exempt, in YAML and JSON alike: 339 violations without the exemptions, 3 with.
    func testTunnelExemptionsInYAMLAndJSON() throws {
        for rules in ["rules.yml", "rules.json"] {
            let result = try runner.run(["check", base, "--rules", Self.superapp(rules)])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.hasSuffix("check: \(base): 3 violations (max-depth 3)\n"), result.stderr)
        }
        var rules =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.superapp("rules.json"))))
            as! [String: Any]
        XCTAssertNotNil(rules.removeValue(forKey: "tunnelExemptions"))
        let without = runner.path("plain.json")
        try JSONSerialization.data(withJSONObject: rules).write(to: URL(fileURLWithPath: without))
        let plain = try runner.run(["check", base, "--rules", without])
        XCTAssertTrue(
            plain.stderr.hasSuffix("check: \(base): 339 violations (max-depth 3, max-tunnel 336)\n"), plain.stderr)
    }

    func testPatternThatMatchesNothingWarnsOrFailsWithStrict() throws {
        let rules = try runner.write("maxDepth: 20\nleaves: [Nope*, Avatar]\n", to: "rules.yml")
        let warned = try runner.run(["check", base, "--rules", rules])
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(
            warned.stderr.contains(
                "ribgraph: warning: \(rules): leaves[0]: the leaves rule's pattern \"Nope*\" matches no RIB in \(base)\n"
            ),
            warned.stderr)
        XCTAssertFalse(warned.stderr.contains("leaves[1]"), "Avatar is a RIB of the trace")
        let strict = try runner.run(["check", base, "--rules", rules, "--strict"])
        XCTAssertEqual(strict.status, 65, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("\(rules): leaves[0]: the leaves rule's pattern \"Nope*\""), strict.stderr)
    }

    /// A property provided by a component the chain does not name: a warning with its JSON path, and an
    /// unknown length rather than 0.
    func testUnknownProviderIsAWarningAndAnUnknownLength() throws {
        var json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base))) as! [String: Any]
        var edges = json["dependencies"] as! [[String: Any]]
        let index = try XCTUnwrap(edges.firstIndex { $0["child"] as? String == "Home" })
        var properties = edges[index]["properties"] as! [[String: Any]]
        properties[0]["providedBy"] = "GhostComponent"
        edges[index]["properties"] = properties
        json["dependencies"] = edges
        let edited = runner.path("ghost.json")
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: edited))
        let text = try runner.run(["metrics", edited])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(
            text.stderr.contains(
                "ribgraph: warning: \(edited): dependencies[\(index)].properties[0].providedBy: "
                    + "\"analytics\" (HomeDependency of Home) is provided by GhostComponent, but the component "
                    + "chain (components) does not name GhostComponent; its tunnel length is unknown"), text.stderr)
        XCTAssertTrue(text.stdoutText.contains(", 1 of unknown length"), text.stdoutText)
        let report = try runner.run(["metrics", edited, "--format", "json"])
        let tunnels =
            ((((try JSONSerialization.jsonObject(with: Data(report.stdout)) as? [String: Any])?["tree"]
                as? [String: Any])?["dependencies"]
                as? [String: Any])?["tunnels"] as? [[String: Any]]) ?? []
        let ghost = try XCTUnwrap(tunnels.first { $0["providedBy"] as? String == "GhostComponent" })
        XCTAssertNil(ghost["length"])
        XCTAssertEqual(
            (ghost["unknown"] as? [String: Any])?["path"] as? String, "dependencies[\(index)].properties[0].providedBy")
        let check = try runner.run(["check", edited])
        XCTAssertTrue(check.stderr.contains("dependencies[\(index)].properties[0].providedBy"), check.stderr)
    }
}

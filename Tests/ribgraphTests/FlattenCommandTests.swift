import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph flatten` through the built binary, on seed 000's own example written as an app
/// (Tests/ribgraphTests/Fixtures/Flatten/Seed) and on the tutorial apps.
///
/// The seed app: Root is a tab bar (a `UITabBarController`) whose tabs are AA, CC and CaseA. AA and CC both
/// push B (a reused RIB), which presents 가 or 🔴; 가 pushes 나, which presents 다 or 🥝. CC embeds a section,
/// Banner, in its own screen. The settings tab pushes CaseA → CaseB → CaseC → CaseD. RootComponent makes
/// `session`, which every RIB below needs; 나Component makes `orderStream`, which only 🥝 reads: business state.
final class FlattenCommandTests: XCTestCase {
    static let seed = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Flatten/Seed")

    /// Copies the seed app into the scratch folder and scans it to `app.json`.
    static func scanSeed(in rg: RibgraphRunner) throws {
        try FileManager.default.copyItem(at: seed, to: rg.folder.appendingPathComponent("Seed"))
        let scan = try rg.run(["scan", "Seed", "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
    }

    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// A trace's routes as `parent > child`, in order.
    static func routes(_ trace: [String: Any]) -> [String] {
        (trace["routes"] as? [[String: Any]] ?? []).map {
            "\($0["parent"] as? String ?? "?") > \($0["child"] as? String ?? "?")"
        }
    }

    /// `parent`'s children in route order.
    static func children(of parent: String, in trace: [String: Any]) -> [String] {
        (trace["routes"] as? [[String: Any]] ?? []).filter { $0["parent"] as? String == parent }.compactMap {
            $0["child"] as? String
        }
    }

    static func rib(_ id: String, in trace: [String: Any]) -> [String: Any]? {
        (trace["ribs"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    /// `metrics --format json`'s tree section of `file`.
    static func metrics(_ file: String, in rg: RibgraphRunner) throws -> [String: Any] {
        let run = try rg.run(["metrics", file, "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(try object(run.stdout)["tree"] as? [String: Any])
    }

    func testTheReusedRIBBecomesALeafThatAWrapperAttachesUnderEachParent() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        let run = try rg.run(["flatten", "app.json", "-o", "proposal.json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let proposal = try Self.object(try rg.read("proposal.json"))
        let wrapper = try XCTUnwrap(Self.rib("BWrapper", in: proposal))
        XCTAssertEqual(wrapper["proposed"] as? String, "wrapper")
        XCTAssertNil(wrapper["view"], "a wrapper is viewless")
        XCTAssertEqual(wrapper["builder"] as? String, "BWrapperBuilder")
        XCTAssertEqual(wrapper["component"] as? String, "BWrapperComponent")
        XCTAssertEqual(wrapper["dependency"] as? String, "BWrapperDependency")
        XCTAssertEqual(Self.children(of: "BWrapper", in: proposal), ["B", "가", "나", "다", "🔴"])
        for leaf in ["B", "가"] {
            XCTAssertEqual(Self.children(of: leaf, in: proposal), [], "\(leaf) routes no more: it reports instead")
        }
        XCTAssertEqual(Self.children(of: "나", in: proposal), ["🥝"], "🥝 reads 나's order: it stays with 나")
        let routes = Self.routes(proposal)
        XCTAssertTrue(routes.contains("AA > BWrapper") && routes.contains("CC > BWrapper"), "\(routes)")
        XCTAssertFalse(routes.contains("AA > B") || routes.contains("CC > B"), "\(routes)")
        let moved = (proposal["routes"] as? [[String: Any]] ?? []).filter { $0["parent"] as? String == "BWrapper" }
            .map {
                "\($0["child"] as? String ?? "?") from \(($0["movedFrom"] as? [String] ?? []).joined(separator: "+"))"
            }
        XCTAssertEqual(moved, ["B from AA+CC", "가 from B", "나 from 가", "다 from 나", "🔴 from B"])
        let listeners = (proposal["listeners"] as? [[String: Any]] ?? []).filter {
            $0["listener"] as? String == "BWrapperInteractor"
        }
        XCTAssertEqual(listeners.compactMap { $0["child"] as? String }, ["B", "가", "나", "다", "🔴"])
        // Nothing else in the picture changes shape: AA and CC keep their one route, now to the wrapper.
        XCTAssertEqual(Self.children(of: "AA", in: proposal), ["BWrapper"])
        XCTAssertEqual(Self.children(of: "Root", in: proposal), ["AA", "CC", "CaseANavigation"])
    }

    func testThePushChainEndsUpUnderOneNewNavigationRIB() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json"]).status, 0)
        let proposal = try Self.object(try rg.read("proposal.json"))
        let navigation = try XCTUnwrap(Self.rib("CaseANavigation", in: proposal))
        XCTAssertEqual(navigation["proposed"] as? String, "navigation")
        XCTAssertEqual(navigation["view"] as? String, "CaseANavigationController")
        XCTAssertEqual(Self.children(of: "CaseANavigation", in: proposal), ["CaseA", "CaseB", "CaseC", "CaseD"])
        for screen in ["CaseA", "CaseB", "CaseC", "CaseD"] {
            XCTAssertEqual(Self.children(of: screen, in: proposal), [])
            let parents = Self.routes(proposal).filter { $0.hasSuffix("> \(screen)") }
            XCTAssertEqual(parents, ["CaseANavigation > \(screen)"], "one navigation pushes them all")
        }
        let metrics = try Self.metrics("proposal.json", in: rg)
        let routing = try XCTUnwrap(metrics["routing"] as? [String: Any])
        XCTAssertEqual(routing["navigations"] as? [String], ["CaseANavigation"], "metrics sees a navigation")
    }

    /// Only navigation decides: the tabs of the tab bar and the section CC embeds stay where they are, and a tab
    /// is replaced only by a navigation, which the tab bar shows as the tab.
    func testSectionsAndTabsStayWhereTheyAreAndAChainInATabGoesUnderANavigation() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json"]).status, 0)
        let proposal = try Self.object(try rg.read("proposal.json"))
        XCTAssertEqual(Self.children(of: "Root", in: proposal), ["AA", "CC", "CaseANavigation"])
        XCTAssertEqual(Self.children(of: "CC", in: proposal), ["BWrapper", "Banner"], "the section stays in CC")
        func shown(_ parent: String, _ child: String) -> [String] {
            let route = (proposal["routes"] as? [[String: Any]] ?? []).first {
                $0["parent"] as? String == parent && $0["child"] as? String == child
            }
            return route?["presentation"] as? [String] ?? []
        }
        XCTAssertEqual(shown("Root", "CaseANavigation"), ["tab"], "the navigation is the settings tab now")
        XCTAssertEqual(shown("CC", "Banner"), ["embed"])
        XCTAssertEqual(shown("CaseANavigation", "CaseC"), ["push"], "a push stays a push")
        XCTAssertEqual(shown("BWrapper", "B"), ["push"], "the wrapper pushes B as AA and CC did")
        XCTAssertEqual(shown("BWrapper", "🔴"), ["present"], "and presents what B presented")
        XCTAssertEqual(shown("AA", "BWrapper"), ["none"], "a wrapper has no view of its own")
        XCTAssertEqual(Self.rib("CaseANavigation", in: proposal)?["container"] as? String, "navigation")
        XCTAssertNil(Self.rib("Root", in: proposal)?["proposed"], "the tab bar is never replaced")
    }

    /// A value a component makes is business state: the child that reads it stays under that parent, the plan
    /// says why, and no proposed RIB is asked to make a value.
    func testAChildThatReadsItsParentsStateStaysAndNothingIsTakenOver() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json", "-o", "plan.md"]).status, 0)
        let plan = String(decoding: try rg.read("plan.md"), as: UTF8.self)
        XCTAssertTrue(plan.contains("| 나 | 🥝 | needs orderStream from 나Component |"), plan)
        XCTAssertFalse(plan.contains("must provide itself"), "no takeover: \(plan)")
        XCTAssertTrue(plan.contains("- Report through their listeners instead of routing: B ("), plan)
        XCTAssertFalse(plan.contains("나 (Seed/나/나Builder.swift:23)."), "나 still routes to 🥝: not a leaf")
        let metrics = try rg.run(["metrics", "proposal.json"])
        XCTAssertEqual(metrics.status, 0, metrics.stderr)
        XCTAssertEqual(metrics.stderr, "", "metrics on the proposal warns of nothing")
    }

    func testNothingIsLostOrUnreachableAndDepthAndDeepDecisionsGoDown() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json", "-o", "plan.md"]).status, 0)
        let app = try Self.object(try rg.read("app.json")), proposal = try Self.object(try rg.read("proposal.json"))
        let before = Set((app["ribs"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        let after = Set((proposal["ribs"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        XCTAssertEqual(before.count, 14)
        XCTAssertEqual(after.subtracting(before), ["BWrapper", "CaseANavigation"])
        XCTAssertTrue(before.isSubset(of: after))
        let old = try Self.metrics("app.json", in: rg), new = try Self.metrics("proposal.json", in: rg)
        let oldGraph = try XCTUnwrap(old["graph"] as? [String: Any]),
            newGraph = try XCTUnwrap(new["graph"] as? [String: Any])
        XCTAssertEqual(oldGraph["unreachable"] as? [String], [])
        XCTAssertEqual(newGraph["unreachable"] as? [String], [])
        XCTAssertEqual(newGraph["onCycles"] as? [String], [])
        let oldDepth = try XCTUnwrap((old["depth"] as? [String: Any])?["maximum"] as? Int)
        let newDepth = try XCTUnwrap((new["depth"] as? [String: Any])?["maximum"] as? Int)
        XCTAssertEqual(oldDepth, 6, "Root, AA, B, 가, 나, 다")
        XCTAssertEqual(newDepth, 5, "Root, AA, BWrapper, 나, 🥝")
        func deepest(_ tree: [String: Any]) -> Int {
            ((tree["routing"] as? [String: Any])?["decisionPoints"] as? [[String: Any]] ?? []).compactMap {
                $0["depth"] as? Int
            }.max() ?? 0
        }
        XCTAssertEqual(deepest(old), 5, "나 decides at depth 5")
        XCTAssertEqual(deepest(new), 3, "the wrapper decides at depth 3; 나 routes once, to 🥝")
        let plan = String(decoding: try rg.read("plan.md"), as: UTF8.self)
        XCTAssertTrue(plan.contains("| screens that decide | 2 (depths 3, 5) | 0 ✓ |"), plan)
        XCTAssertTrue(plan.contains("| deepest screen that decides | 5 | 0 ✓ |"), plan)
        XCTAssertTrue(plan.contains("| most deciding screens on one path | 2 | 0 ✓ |"), plan)
        XCTAssertTrue(plan.contains("| paths through two or more deciding screens | 4 | 0 ✓ |"), plan)
        XCTAssertTrue(plan.contains("| maximum depth (shortest path) | 6 | 5 ✓ |"), plan)
        for invariant in [
            "every RIB type of the app is kept: holds", "every reachable RIB stays reachable from a launch RIB: holds",
            "no RIB type of the app is on a new cycle: holds", "the tree is no deeper: holds",
            "every Dependency property keeps a provider: holds",
        ] {
            XCTAssertTrue(plan.contains("- \(invariant)"), invariant)
        }
    }

    func testEveryDependencyPropertyKeepsItsProviderThroughAForward() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json", "-o", "plan.md"]).status, 0)
        let app = try Self.object(try rg.read("app.json")), proposal = try Self.object(try rg.read("proposal.json"))
        func providers(_ trace: [String: Any]) -> [String: String] {
            var found: [String: String] = [:]
            for edge in trace["dependencies"] as? [[String: Any]] ?? [] {
                for property in edge["properties"] as? [[String: Any]] ?? [] {
                    guard let provider = property["providedBy"] as? String else { continue }
                    let key =
                        "\(edge["child"] as? String ?? "?").\(property["name"] as? String ?? "?") under \(edge["parent"] as? String ?? "-")"
                    found[key] = provider
                }
            }
            return found
        }
        let old = providers(app), new = providers(proposal)
        XCTAssertEqual(old["🥝.orderStream under 나"], "나Component")
        XCTAssertEqual(old["다.session under 나"], "RootComponent")
        XCTAssertEqual(new["🥝.orderStream under 나"], "나Component", "business state stays where it is made")
        // The wrapper forwards session from Root, through AA or CC, as its own Dependency says under each parent.
        XCTAssertEqual(new["다.session under BWrapper"], "RootComponent")
        XCTAssertEqual(new["B.session under BWrapper"], "RootComponent")
        XCTAssertEqual(new["BWrapper.session under AA"], "RootComponent")
        XCTAssertEqual(new["BWrapper.session under CC"], "RootComponent")
        XCTAssertEqual(new["CaseD.session under CaseANavigation"], "RootComponent")
        XCTAssertFalse(
            new.values.contains { $0.hasSuffix("WrapperComponent") || $0.hasSuffix("NavigationComponent") },
            "a proposed RIB makes no value: \(new)")
        let consumers = Set(old.keys.map { $0.components(separatedBy: " under ")[0] })
        let kept = Set(new.keys.map { $0.components(separatedBy: " under ")[0] })
        XCTAssertEqual(consumers.subtracting(kept), [], "every property that had a provider has one")
        let forward = (proposal["dependencies"] as? [[String: Any]] ?? []).first {
            $0["child"] as? String == "다" && $0["parent"] as? String == "BWrapper"
        }
        let hop = ((forward?["properties"] as? [[String: Any]])?.first?["via"] as? [[String: Any]])?.first
        XCTAssertEqual(hop?["component"] as? String, "BWrapperComponent", "the forward is the first hop")
        let plan = String(decoding: try rg.read("plan.md"), as: UTF8.self)
        XCTAssertTrue(plan.contains("| session | Session | 다 (다Dependency) | RootComponent |"), plan)
    }

    func testTheProposalReadsLikeAScanInEveryCommand() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        XCTAssertEqual(try rg.run(["flatten", "app.json", "-o", "proposal.json"]).status, 0)
        let validate = try rg.run(["validate", "proposal.json"])
        XCTAssertEqual(validate.status, 0, validate.stderr)
        for arguments in [
            ["snapshot", "proposal.json", "-o", "tree.svg"], ["check", "proposal.json"],
            ["compare", "app.json", "proposal.json", "-o", "cmp.svg"],
            ["diff", "app.json", "proposal.json", "-o", "d.md"],
            ["explain", "proposal.json", "다.session"],
        ] {
            let run = try rg.run(arguments)
            XCTAssertTrue(
                run.status == 0 || (arguments[0] == "check" && run.status == 1), "\(arguments): \(run.stderr)")
        }
        let explain = try rg.run(["explain", "proposal.json", "다.session"])
        XCTAssertTrue(explain.stdoutText.contains("BWrapperComponent"), explain.stdoutText)
        // Flattening the proposal again proposes nothing: what flatten proposes is settled.
        let again = try rg.run(["flatten", "proposal.json", "--check"])
        XCTAssertEqual(again.status, 0, again.stderr + again.stdoutText)
        XCTAssertEqual(
            try rg.run(["flatten", "app.json", "-o", "second.json"]).status, 0)
        XCTAssertEqual(try rg.read("proposal.json"), try rg.read("second.json"), "the same input gives the same bytes")
    }

    func testCheckFailsOnlyWhereAChangeIsProposed() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        let seed = try rg.run(["flatten", "app.json", "--check"])
        XCTAssertEqual(seed.status, 1, seed.stderr)
        XCTAssertTrue(
            seed.stdoutText.hasPrefix("2 changes proposed (1 reused RIB that routes, 1 push chain)"), seed.stdoutText)
        XCTAssertTrue(seed.stderr.contains("not flat"), seed.stderr)
        let flattened = try rg.run(["flatten", SampleTraces.path("flattened"), "--check"])
        XCTAssertEqual(flattened.status, 0, flattened.stderr + flattened.stdoutText)
        let vertical = try rg.run(["flatten", SampleTraces.path("vertical"), "-o", "vertical.json", "--check"])
        XCTAssertEqual(vertical.status, 1, vertical.stderr)
        let proposal = try Self.object(try rg.read("vertical.json"))
        XCTAssertEqual(proposal["origin"] as? String, "source", "a recording's proposal is a graph of RIB types")
        XCTAssertEqual(Self.children(of: "AA", in: proposal), ["BWrapper"])
        XCTAssertEqual(Self.children(of: "BWrapper", in: proposal), ["B", "가", "나", "다", "🥝", "🔴"])
        XCTAssertEqual(Self.rib("BWrapper", in: proposal)?["proposed"] as? String, "wrapper")
    }

    /// The RIBs tutorials' app is flat where flatten can tell: LoggedIn is viewless, its games are leaves,
    /// OffGame attaches only its score board. Scanned, recorded or hand-written, nothing is proposed and the
    /// proposal is the app.
    func testTheTutorialAppsAreLeftAsTheyAre() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let tutorial = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Tutorial4")
        try FileManager.default.copyItem(at: tutorial, to: rg.folder.appendingPathComponent("Tutorial4"))
        XCTAssertEqual(try rg.run(["scan", "Tutorial4", "-o", "tutorial4.json"]).status, 0)
        for input in ["tutorial4.json", SampleTraces.path("tictactoe"), SampleTraces.path("scanned")] {
            let run = try rg.run(["flatten", input, "-o", "same.json", "--check"])
            XCTAssertEqual(run.status, 0, "\(input): \(run.stderr)")
            let proposal = try Self.object(try rg.read("same.json"))
            XCTAssertFalse(
                (proposal["ribs"] as? [[String: Any]] ?? []).contains { $0["proposed"] != nil }, "\(input)")
        }
        let scanned = try rg.read("tutorial4.json")
        XCTAssertEqual(try rg.run(["flatten", "tutorial4.json", "-o", "same.json"]).status, 0)
        XCTAssertEqual(try rg.read("same.json"), scanned, "a scan with nothing to flatten is written back unchanged")
    }

    func testFocusAndSkipLimitTheProposal() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        let focused = try rg.run(["flatten", "app.json", "--focus", "CC"])
        XCTAssertEqual(focused.status, 0, focused.stderr)
        XCTAssertEqual(focused.stdoutText, "1 change proposed (1 reused RIB that routes): BWrapper for B\n")
        let noChain = try rg.run(["flatten", "app.json", "--skip", "push-chain"])
        XCTAssertEqual(
            noChain.stdoutText, "1 change proposed (1 reused RIB that routes): BWrapper for B\n", noChain.stderr)
        let noWrapper = try rg.run(["flatten", "app.json", "--skip", "reused"])
        XCTAssertEqual(noWrapper.stdoutText, "1 change proposed (1 push chain): CaseANavigation for CaseA\n")
        let unknown = try rg.run(["flatten", "app.json", "--focus", "BB"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("no RIB \"BB\"") && unknown.stderr.contains("\"B"), unknown.stderr)
        let badKind = try rg.run(["flatten", "app.json", "--skip", "sideways"])
        XCTAssertEqual(badKind.status, 64, badKind.stderr)
        let twice = try rg.run(["flatten", "app.json", "-o", "a.json", "-o", "b.md", "--format", "json"])
        XCTAssertEqual(twice.status, 64, twice.stderr)
        let overwrite = try rg.run(["flatten", "app.json", "-o", "app.json"])
        XCTAssertNotEqual(overwrite.status, 0)
        XCTAssertTrue(overwrite.stderr.contains("the output is an input"), overwrite.stderr)
    }

    func testThePictureMarksProposedRIBsAndMovedRoutes() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.scanSeed(in: rg)
        let run = try rg.run(["flatten", "app.json", "-o", "plan.svg", "-o", "plan.png", "-o", "plan.md"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Graphviz writes a hyphen in an id as a character reference.
        let svg = String(decoding: try rg.read("plan.svg"), as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-")
        func node(_ id: String) -> String? {
            svg.range(of: "id=\"\(id)\" class=\"").map { range in
                String(svg[range.upperBound...].prefix { $0 != "\"" })
            }
        }
        XCTAssertEqual(node("right-rib-BWrapper")?.contains("added"), true, node("right-rib-BWrapper") ?? "no node")
        XCTAssertEqual(node("right-rib-CaseANavigation")?.contains("added"), true)
        XCTAssertEqual(node("right-rib-다")?.contains("moved"), true, "다 is attached by the wrapper now")
        XCTAssertEqual(node("left-rib-다")?.contains("moved"), true, "and its route moves, seen from today")
        XCTAssertEqual(node("right-rib-Root")?.contains("moved"), false, "Root stays where it is")
        XCTAssertEqual(node("left-rib-BWrapper"), nil, "today has no wrapper")
        func stroke(_ id: String) -> String? {
            svg.range(of: "id=\"\(id)\" class=\"").flatMap { start in
                svg.range(of: "stroke=\"", range: start.upperBound..<svg.endIndex).map {
                    String(svg[$0.upperBound...].prefix { $0 != "\"" })
                }
            }
        }
        XCTAssertEqual(stroke("left-rib-B"), "#111827", "B decides and moves: the decision border over the orange")
        XCTAssertEqual(stroke("right-rib-BWrapper"), "#16a34a", "the proposed wrapper keeps its green")
        XCTAssertTrue(svg.contains("proposed wrapper · attaches ") && svg.contains("leaf: reports to BWrapper"))
        XCTAssertFalse(
            svg.contains("routes: B · "), "the wrapper's box says how many it attaches, not every route's name")
        XCTAssertTrue(
            svg.contains("proposed RIB (badge: proposed wrapper or navigation · how many it attaches)"),
            "what green means")
        XCTAssertTrue(svg.contains("route that moves (left: today"), "the routes' colours are in the legend")
        XCTAssertTrue(svg.contains("How a child is shown"), "and the ways routes are drawn")
        let plan = String(decoding: try rg.read("plan.md"), as: UTF8.self)
        for figure in ["deepest screen that decides", "paths through two or more deciding screens", "wrapper RIBs"] {
            XCTAssertTrue(svg.contains(">\(figure)<") && plan.contains("| \(figure) |"), "\(figure) in both tables")
        }
        XCTAssertEqual(Array(try rg.read("plan.png").prefix(8)), RibgraphRunner.pngSignature)
    }
}

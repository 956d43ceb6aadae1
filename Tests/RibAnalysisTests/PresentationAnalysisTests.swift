import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Metrics, rules, the diff and `explain` read how each parent shows each child (``Route/presentations``):
/// sections and tabs are parts of a screen, not decisions; navigation depth counts screens.
final class PresentationAnalysisTests: XCTestCase {
    /// A scanned app: Root chooses between LoggedOut (presented) and viewless LoggedIn, which presents a tab bar
    /// Main with tabs Feed and Profile; Feed has two sections and pushes Story, which presents Comments; Profile
    /// pushes Settings or Edit. `shown` gives each route's presentations by "Parent>Child" (none: not said).
    static func app(_ shown: [String: [String]], viewless: Set<String> = ["LoggedIn"]) throws -> Trace {
        let routes: [(String, String)] = [
            ("Root", "LoggedOut"), ("Root", "LoggedIn"), ("LoggedIn", "Main"), ("Main", "Feed"), ("Main", "Profile"),
            ("Feed", "Banner"), ("Feed", "Ad"), ("Feed", "Story"), ("Story", "Comments"), ("Profile", "Settings"),
            ("Profile", "Edit"),
        ]
        var names = ["Root"]
        for (_, child) in routes where !names.contains(child) { names.append(child) }
        let ribs: [[String: Any]] = names.map { name in
            var rib: [String: Any] = ["id": name, "router": "\(name)Router", "builder": "\(name)Builder"]
            if !viewless.contains(name) { rib["view"] = "\(name)ViewController" }
            if name == "Root" { rib["root"] = true }
            return rib
        }
        let json: [String: Any] = [
            "format": "ribgraph-trace", "version": 2, "origin": "source", "app": "Shop", "ribs": ribs,
            "routes": routes.map { parent, child in
                var route: [String: Any] = ["parent": parent, "child": child, "builder": "\(child)Builder"]
                if let presentation = shown["\(parent)>\(child)"] { route["presentation"] = presentation }
                return route
            },
        ]
        return try TraceDecoder().decode(try JSONSerialization.data(withJSONObject: json).map { $0 }, file: "shop.json")
    }

    /// Every route of ``app(_:viewless:)`` with how a RIBs app of that shape shows it.
    static let shown: [String: [String]] = [
        "Root>LoggedOut": ["present"], "Root>LoggedIn": ["none"], "LoggedIn>Main": ["present"], "Main>Feed": ["tab"],
        "Main>Profile": ["tab"], "Feed>Banner": ["embed"], "Feed>Ad": ["embed"], "Feed>Story": ["push"],
        "Story>Comments": ["present"], "Profile>Settings": ["push"], "Profile>Edit": ["push"],
    ]

    private func metrics(_ trace: Trace) throws -> MetricsReport {
        try MetricsReport(trace: LoadedTrace(trace, source: "shop.json"), at: nil)
    }

    func testDecisionPointsLeaveOutSectionsAndTabs() throws {
        let shown = try metrics(try Self.app(Self.shown)).tree.routing
        XCTAssertEqual(shown.decisionPoints.map(\.rib), ["Root", "Profile"])
        XCTAssertEqual(shown.decisionPoints.last?.routes, ["Settings", "Edit"])
        XCTAssertEqual(
            shown.composedScreens,
            [
                ComposedScreen(rib: "Main", parts: ["Feed", "Profile"]),
                ComposedScreen(rib: "Feed", parts: ["Banner", "Ad"]),
            ])
        // The same app without presentations: every router holding two builders counts, as before.
        let unsaid = try metrics(try Self.app([:])).tree.routing
        XCTAssertEqual(unsaid.decisionPoints.map(\.rib), ["Root", "Main", "Feed", "Profile"])
        XCTAssertNil(unsaid.composedScreens)
    }

    func testNavigationDepthCountsScreensNotPartsNorViewlessRIBs() throws {
        let report = try metrics(try Self.app(Self.shown))
        // Root, Main (presented), Story (pushed), Comments (presented): Feed is a tab, LoggedIn has no view.
        XCTAssertEqual(report.tree.depth.maximumNavigation, 4)
        XCTAssertEqual(report.tree.depth.maximum, 6)
        XCTAssertTrue(report.text.contains("\n  navigation depth (screens)           4\n"), report.text)
        XCTAssertTrue(
            report.text.contains("\n  screens composed of parts            2: Main (2 parts), Feed (2 parts)\n"),
            report.text)
        XCTAssertTrue(try report.json.contains("\"maximumNavigation\" : 4"))
        // A part counts no screen, a push one.
        var pushedTabs = Self.shown
        pushedTabs["Main>Feed"] = ["push"]
        XCTAssertEqual(try metrics(try Self.app(pushedTabs)).tree.depth.maximumNavigation, 5)
        let unsaid = try metrics(try Self.app([:]))
        XCTAssertNil(unsaid.tree.depth.maximumNavigation)
        XCTAssertFalse(unsaid.text.contains("navigation depth"))
        XCTAssertFalse(try unsaid.json.contains("maximumNavigation"))
    }

    private func violations(_ trace: Trace, _ rules: RuleSet) throws -> [Violation] {
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "shop.json")).tree()
        return RuleChecker(rules: rules).check(trace: trace, tree: tree)
    }

    func testMaxNavigationDepthReportsTheFirstRIBPastTheLimit() throws {
        let found = try violations(try Self.app(Self.shown), RuleSet().with(\.maxNavigationDepth, 3))
        XCTAssertEqual(found.map(\.rule), [.maxNavigationDepth])
        XCTAssertEqual(found.first?.location, "Comments")
        XCTAssertEqual(
            found.first?.what,
            "\"Comments\" is 4 screens deep (Root/LoggedIn/Main/Feed/Story/Comments); maxNavigationDepth is 3")
        XCTAssertEqual(try violations(try Self.app(Self.shown), RuleSet().with(\.maxNavigationDepth, 4)), [])
        // maxDepth still counts levels: Comments is 6 deep.
        XCTAssertEqual(
            try violations(try Self.app(Self.shown), RuleSet().with(\.maxDepth, 5)).map(\.location), ["Comments"])
    }

    func testAViewlessRIBEmbeddedOrSetAsATabIsFlagged() throws {
        let trace = try Self.app(Self.shown, viewless: ["LoggedIn", "Profile", "Ad"])
        let found = try violations(trace, RuleSet().with(\.maxViewlessParts, 0))
        XCTAssertEqual(found.map(\.location), ["Main -> Profile", "Feed -> Ad"])
        XCTAssertEqual(found.first?.what, "Main sets it as a tab, but Profile has no view; maxViewlessParts is 0")
        XCTAssertEqual(found.last?.what, "Feed embeds it in its screen, but Ad has no view; maxViewlessParts is 0")
        XCTAssertEqual(try violations(trace, RuleSet().with(\.maxViewlessParts, 2)), [])
        XCTAssertEqual(try violations(trace, RuleSet()), [], "off unless a rules file sets it")
    }

    func testADiffSaysWhenAParentShowsAChildAnotherWay() throws {
        var head = Self.shown
        head["Profile>Settings"] = ["present"]
        head["Feed>Story"] = ["push", "present"]
        let diff = try Diff(
            base: .init(trace: LoadedTrace(try Self.app(Self.shown), source: "base.json"), caption: "BASE"),
            head: .init(trace: LoadedTrace(try Self.app(head), source: "head.json"), caption: "HEAD"))
        let changes = diff.diff.changes.filter { $0.kind == .presentationChanged }
        XCTAssertEqual(changes.map(\.rib), ["Story", "Settings"])
        XCTAssertEqual(changes.map(\.detail), ["push → push and present under Feed", "push → present under Profile"])
        XCTAssertEqual(diff.diff.changed, ["Story", "Settings"])
        let markdown = diff.markdown
        XCTAssertTrue(markdown.contains("presentation changed"), markdown)
        XCTAssertTrue(markdown.contains("push → present under Profile"), markdown)
        let json = try diff.json
        XCTAssertTrue(json.contains("\"kind\" : \"presentation changed\""), json)
        // A way the scan did not recognise is no change.
        var unrecognised = head
        unrecognised["Profile>Settings"] = ["unknown"]
        let blind = try Diff(
            base: .init(trace: LoadedTrace(try Self.app(Self.shown), source: "base.json"), caption: "BASE"),
            head: .init(trace: LoadedTrace(try Self.app(unrecognised), source: "head.json"), caption: "HEAD"))
        XCTAssertEqual(blind.diff.changes.filter { $0.kind == .presentationChanged }.map(\.rib), ["Story"])
        // A side that does not say how is no change.
        let unsaid = try Diff(
            base: .init(trace: LoadedTrace(try Self.app([:]), source: "base.json"), caption: "BASE"),
            head: .init(trace: LoadedTrace(try Self.app(head), source: "head.json"), caption: "HEAD"))
        XCTAssertEqual(unsaid.diff.changes.filter { $0.kind == .presentationChanged }, [])
    }
}

/// `explain` says how the parent of each dependency edge shows the RIB.
final class PresentationExplanationTests: XCTestCase {
    func testEachEdgeSaysHowItsParentShowsTheRIB() throws {
        var trace = try PresentationAnalysisTests.app(PresentationAnalysisTests.shown)
        trace.dependencies = [
            DependencyEdge(
                child: "Story", parent: "Feed", dependency: "StoryDependency", component: "FeedComponent",
                provider: "Feed",
                properties: [DependencyProperty(name: "store", type: "Store", providedBy: "FeedComponent")])
        ]
        let text = try ProvenanceExplanation(trace: trace, query: "Story.store", source: "shop.json").text
        XCTAssertEqual(
            text.split(separator: "\n").first,
            "Story.store: Store, required by StoryDependency, attached under Feed (pushed), satisfied by FeedComponent")
    }
}

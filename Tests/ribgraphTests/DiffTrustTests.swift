import Foundation
import RibGraphTestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Issue 40's faults, one fixture each, through the binary: a Dependency property no component provides is
/// said by the scan, `check`, the diff, `explain` and the pictures alike; the diff picture keeps every RIB a
/// launched RIB reaches out of the unattached group; a new parent's route says what it asks; an Xcode project
/// of one framework per RIB names each RIB by its module; two RIB types of one name read apart in pictures.
/// (The diff rows of the pull-request fixtures are held by `PullRequestDiffTests`.)
final class DiffTrustTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private static let fixtures = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures")

    /// Scans BASE and HEAD of pull-request fixture `name` to base.json and head.json; HEAD's scan output.
    @discardableResult
    private func scanSides(_ name: String) throws -> RibgraphRunner.Result {
        let folder = Self.fixtures.appendingPathComponent("PullRequests/\(name)")
        let base = try runner.run(["scan", folder.appendingPathComponent("base").path, "-o", "base.json"])
        XCTAssertEqual(base.status, 0, base.stderr)
        let head = try runner.run(["scan", folder.appendingPathComponent("head").path, "-o", "head.json"])
        XCTAssertEqual(head.status, 0, head.stderr)
        return head
    }

    @discardableResult
    private func run(_ arguments: [String], status: Int32 = 0) throws -> RibgraphRunner.Result {
        let result = try runner.run(arguments)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
        return result
    }

    func testAnEmptyConformanceProvidesNothingAndEveryOutputSaysSo() throws {
        let scan = try scanSides("unprovided-empty-conformance")
        XCTAssertTrue(
            scan.stderr.contains(
                "ShakeMissionMainDependency.action: provided by no component (searched MainPageComponent); "
                    + "RootComponent.action ("),
            "the warning names the component that lacks it and the one above it: \(scan.stderr)")
        XCTAssertTrue(scan.stderr.contains("1 unresolved properties"), scan.stderr)

        let check = try run(["check", "head.json"], status: 1)
        XCTAssertTrue(
            check.stdoutText.contains(
                #"unprovided-property: MainPage -> ShakeMissionMain: "action" (ShakeMissionMainDependency) has no "#
                    + "provider under MainPage: MainPageComponent"),
            check.stdoutText)
        try run(["check", "base.json"])
        try run(["check", "head.json", "--write-baseline", "baseline.json"])
        try run(["check", "head.json", "--baseline", "baseline.json"])

        let gate = try run(
            ["diff", "base.json", "head.json", "--fail-on", "new-violations", "-o", "diff.md"], status: 1)
        XCTAssertTrue(gate.stderr.contains("unprovided-property"), gate.stderr)
        let markdown = String(decoding: try runner.read("diff.md"), as: UTF8.self)
        XCTAssertTrue(
            markdown.contains(
                "| property without provider | ShakeMissionMain | action (ShakeMissionMainDependency): no provider "
                    + "under MainPage |"),
            markdown)
        XCTAssertTrue(
            markdown.contains("MainPageComponent satisfies ShakeMissionMainDependency (action: no provider)"), markdown)
        XCTAssertFalse(markdown.contains("RootComponent under MainPage"), "no provider is invented: \(markdown)")

        let explained = try run(["explain", "head.json", "ShakeMissionMain.action"]).stdoutText
        XCTAssertTrue(
            explained.contains(
                "no provider: MainPageComponent, which satisfies ShakeMissionMainDependency here, neither declares "
                    + "action nor is handed it"),
            explained)
        XCTAssertTrue(explained.contains("MissionRootComponent.action creates it"), explained)

        for (arguments, file) in [
            (["snapshot", "head.json"], "head.svg"), (["diff", "base.json", "head.json"], "diff.svg"),
        ] {
            try run(arguments + ["-o", file])
            let svg = try SVGInspector(String(decoding: try runner.read(file), as: UTF8.self))
            let marked = svg.edges.filter { $0.classes.contains("unprovided") }
            XCTAssertEqual(marked.map { "\($0.tail)->\($0.head)" }, ["rib:MainPage->rib:ShakeMissionMain"], file)
            let texts = svg.edgeGroups.flatMap(SVGInspector.texts(in:))
            XCTAssertTrue(texts.contains("no provider: action"), "\(file): \(texts)")
            let group = try XCTUnwrap(svg.edgeGroups.first { SVGInspector.classes(of: $0).contains("unprovided") })
            let path = try XCTUnwrap(SVGInspector.descendants(of: group).first { $0.localName == "path" })
            XCTAssertNil(
                SVGInspector.attribute("stroke-dasharray", of: path), "\(file): solid, never read as a gone edge")
            XCTAssertTrue(
                svg.elements.contains {
                    $0.localName == "text" && $0.stringValue?.hasSuffix("no provider: the build breaks") == true
                },
                "\(file): the legend explains the mark")
        }
    }

    func testRIBsALaunchedRIBReachesAreNeverAmongTheUnattached() throws {
        try scanSides("reachable-beside-unattached")
        for direction in ["TB", "LR"] {
            try run(["diff", "base.json", "head.json", "-o", "diff.svg", "--direction", direction])
            let svg = try SVGInspector(String(decoding: try runner.read("diff.svg"), as: UTF8.self))
            let frame = try XCTUnwrap(try svg.node("group-unreachable").bounds)
            func inside(_ id: String) throws -> Bool {
                let box = try XCTUnwrap(try svg.node(id).bounds)
                return box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY
                    && box.maxY <= frame.maxY
            }
            for reached in ["rib-ShakeMissionMain", "rib-ShakeMissionWorking", "rib-MainPage"] {
                XCTAssertFalse(try inside(reached), "\(direction): \(reached) is drawn among the unattached")
            }
            XCTAssertTrue(try inside("rib-Legacy"), "\(direction): Legacy is unattached")
            let title = try svg.node("group-unreachable-title")
            let text = try XCTUnwrap(
                svg.elements.first { $0.localName == "text" && $0.stringValue == title.texts.first })
            let x = try XCTUnwrap(SVGInspector.attribute("x", of: text).flatMap(Double.init))
            let y = try XCTUnwrap(SVGInspector.attribute("y", of: text).flatMap(Double.init))
            let half = 0.3 * 10 * Double(title.texts.first?.count ?? 0)
            for edge in svg.edges {
                XCTAssertFalse(
                    edge.samples.contains { $0.x > x - half && $0.x < x + half && $0.y > y - 10 && $0.y < y + 3 },
                    "\(direction): \(edge.tail)->\(edge.head) runs through the group's title")
            }
        }
    }

    func testANewParentsRouteSaysWhatSatisfiesTheChildThere() throws {
        try scanSides("new-parent-conformance")
        let markdown = try run(["diff", "base.json", "head.json", "--format", "markdown", "-o", "-"]).stdoutText
        XCTAssertTrue(
            markdown.contains(
                "| route added | Profile | now also under Gallery (")
                && markdown.contains(
                    "; GalleryComponent satisfies ProfileDependency (session: RootComponent, albums: GalleryComponent) |"
                ),
            markdown)
    }

    func testARIBsFirstParentReadsAsNowUnderInTheRowAndThePicture() throws {
        let ribs = #"{"id": "Root", "root": true}, {"id": "Main"}, {"id": "Settings"}"#
        let route = { (parent: String, child: String) in #"{"parent": "\#(parent)", "child": "\#(child)"}"# }
        for (name, routes) in [
            ("base.json", [route("Root", "Main")]), ("head.json", [route("Root", "Main"), route("Main", "Settings")]),
        ] {
            _ = try runner.write(
                #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "ribs": [\#(ribs)], "routes": ["#
                    + routes.joined(separator: ", ") + "]}",
                to: name)
        }
        let markdown = try run(["diff", "base.json", "head.json", "--format", "markdown", "-o", "-"]).stdoutText
        XCTAssertTrue(markdown.contains("| route added | Settings | now under Main"), markdown)
        try run(["diff", "base.json", "head.json", "-o", "diff.svg"])
        let svg = try SVGInspector(String(decoding: try runner.read("diff.svg"), as: UTF8.self))
        let texts = try svg.node("rib-Settings").texts
        XCTAssertTrue(
            texts.contains("now under Main"), "a RIB that had no parent is not 'now also' under one: \(texts)")
    }

    func testASecondBuildOverloadIsABuildChange() throws {
        try scanSides("build-overload-added")
        let head = String(decoding: try runner.read("head.json"), as: UTF8.self)
        XCTAssertTrue(head.contains(#""buildOverloads": ["()", "(routineID: Int)"]"#), head)
        let json = try run(["diff", "base.json", "head.json", "--format", "json", "-o", "-"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let changes = try XCTUnwrap(object["changes"] as? [[String: Any]])
        XCTAssertEqual(
            changes.map { "\($0["kind"] ?? "") \($0["rib"] ?? ""): \($0["detail"] ?? "")" },
            ["build changed Profile: build overload added: build(routineID: Int)"])
    }

    func testAnXcodeProjectOfOneFrameworkPerRIBNamesEachRIBByItsModule() throws {
        let scan = try run(["scan", Self.fixtures.appendingPathComponent("XcodeFrameworks").path, "-o", "app.json"])
        XCTAssertFalse(
            scan.stderr.contains("warning"), "no ambiguity, no cycle, no unresolved property: \(scan.stderr)")
        let trace = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(try runner.read("app.json"))) as? [String: Any])
        let ribs = try XCTUnwrap(trace["ribs"] as? [[String: Any]])
        XCTAssertEqual(
            ribs.map { "\($0["id"] ?? "") in \($0["module"] ?? "")\($0["root"] as? Bool == true ? ", root" : "")" }
                .sorted(),
            ["App in App, root", "Detail in Detail", "Main in Main", "Search in Search"])
        XCTAssertEqual(
            ribs.first { $0["id"] as? String == "Main" }?["component"] as? String, "Main.Component",
            "a role-only class name clashes: written with its module")
        let routes = try XCTUnwrap(trace["routes"] as? [[String: Any]])
        XCTAssertEqual(
            routes.map { "\($0["parent"] ?? "")->\($0["child"] ?? "")\($0["ambiguous"] == nil ? "" : " ambiguous")" }
                .sorted(),
            ["App->Main", "Main->Detail", "Main->Search", "Search->Detail"])
        let dependencies = try XCTUnwrap(trace["dependencies"] as? [[String: Any]])
        let providers = dependencies.flatMap { edge in
            (edge["properties"] as? [[String: Any]] ?? []).map {
                "\(edge["child"] ?? "") \($0["providedBy"] ?? "none")"
            }
        }
        XCTAssertEqual(
            providers.sorted(),
            ["Detail App.Component", "Detail App.Component", "Main App.Component", "Search App.Component"])
    }

    func testTwoRIBTypesOfOneNameReadApartInPictures() throws {
        try run(["scan", Self.fixtures.appendingPathComponent("TwoRoots").path, "-o", "app.json"])
        try run(["snapshot", "app.json", "-o", "app.svg"])
        let svg = try SVGInspector(String(decoding: try runner.read("app.svg"), as: UTF8.self))
        XCTAssertEqual(try svg.node("rib-Shop.Root").texts.first, "Shop.Root")
        XCTAssertEqual(try svg.node("rib-Admin.Root").texts.first, "Admin.Root")
        XCTAssertEqual(try svg.node("rib-Cart").texts.first, "Cart", "a name no other RIB has stays as it is")
    }
}

import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

#if canImport(FoundationXML)
import FoundationXML
#endif

/// RIB ids and names full of DOT, XML and Graphviz escape syntax must come out as inert, literal text.
final class HostileNameTests: XCTestCase {
    /// RIB ids (each also its display name), attached under Root in this order.
    static let hostileIDs = [
        "a\" -> \"b",
        "<script>alert(1)</script>",
        "Tom & Jerry ]]> [x]",
        "back\\N slash \\n esc \\G\\E\\T\\H\\L\\l\\r \\\\ end\\",
        "line1\nline2",
        "brace } ; x { digraph",
        "로그인 🎮 ⟶ 🧪",
    ]
    static let entityName = "&amp; &#60;b&#62; &lt;i&gt;"
    static let kid = "Kid\"<&>"
    static let adapter = "Adapter \"<&>\" ]"
    static let app = "<App & \"co\"> \\N"

    /// A trace with the hostile RIBs, one adapter and two dependency edges.
    static func trace() throws -> Trace {
        var ribs: [[String: Any]] = [["id": "Root", "view": "RootViewController", "component": "RootComponent"]]
        for (index, id) in hostileIDs.enumerated() {
            ribs.append(index % 2 == 1 ? ["id": id, "view": "<View & \"V\">"] : ["id": id])
        }
        ribs.append(["id": "Entity", "name": entityName])
        ribs.append(["id": kid, "view": "KidViewController"])
        let children = hostileIDs + ["Entity", kid]
        var events: [[String: Any]] = [["seq": 1, "kind": "attach", "parent": NSNull(), "child": "Root"]]
        for (index, child) in children.enumerated() {
            events.append(["seq": index + 2, "kind": "attach", "parent": "Root", "child": child])
        }
        let document: [String: Any] = [
            "format": "ribgraph-trace", "version": 1, "app": app, "ribs": ribs, "events": events,
            "dependencies": [
                ["child": hostileIDs[0], "dependency": "Dep<\"&\"> -> x", "component": "RootComponent"],
                [
                    "child": kid, "dependency": "KidDependency", "component": "KidAdapter.Component",
                    "provider": adapter,
                ],
            ],
            "adapters": [["name": adapter, "parent": "Root", "child": kid]],
        ]
        let json = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return try TraceDecoder().decode([UInt8](json), file: "hostile.json")
    }

    static func render(_ format: OutputFormat) throws -> String {
        let snapshot = Snapshot(
            trace: LoadedTrace(try trace(), source: "hostile.json"), options: SnapshotOptions(dependencies: .all))
        return String(decoding: try snapshot.render(format: format).bytes, as: UTF8.self)
    }

    /// What the picture shows for `id`: a literal newline is shown as `\u{A}`, everything else stays.
    static func shown(_ id: String) -> String { id.replacingOccurrences(of: "\n", with: "\\u{A}") }

    /// Tree edges: 9 RIBs under Root, one through the adapter (2 edges); 2 dependency edges.
    static let expectedEdges = 12
    /// Root, 9 RIBs, the adapter and the legend.
    static let expectedNodes = 12

    func testSceneKeepsNamesVerbatim() throws {
        let snapshot = Snapshot(
            trace: LoadedTrace(try Self.trace(), source: "hostile.json"), options: SnapshotOptions(dependencies: .all))
        let scene = try snapshot.scene(of: try snapshot.tree())
        XCTAssertEqual(
            scene.nodes.map(\.title), ["Root"] + Self.hostileIDs + [Self.entityName, Self.adapter, Self.kid])
        XCTAssertEqual(scene.nodes.map(\.elementID).prefix(8), ["rib-Root"] + Self.hostileIDs.map { "rib-\($0)" })
        XCTAssertEqual(
            scene.dependencyEdges,
            [
                "rib:Root -> rib:a\" -> \"b: Dep<\"&\"> -> x",
                "adapter:\(Self.adapter):\(Self.kid) -> rib:\(Self.kid): KidDependency",
            ])
        XCTAssertEqual(scene.title, "<App & \"co\"> \\N — last event, seq 10: attach Kid\"<&> under Root")
    }

    func testSVGIsWellFormedAndInjectsNothing() throws {
        let svg = try Self.render(.svg)
        let inspector = try SVGInspector(svg)
        XCTAssertNil(svg.range(of: "<script", options: .caseInsensitive), "a raw <script tag in the SVG")
        XCTAssertTrue(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let allowed: Set<String> = ["svg", "g", "title", "polygon", "path", "polyline", "ellipse", "text", "a"]
        XCTAssertEqual(inspector.elementNames.subtracting(allowed), [], "unexpected SVG elements")
        XCTAssertEqual(RawOutput.count("class=\"edge", in: svg), Self.expectedEdges, "a name created or lost an edge")
        XCTAssertEqual(inspector.edgeGroups.count, Self.expectedEdges)
        XCTAssertEqual(inspector.nodeGroups.count, Self.expectedNodes)
        XCTAssertEqual(inspector.edgeGroups.filter { SVGInspector.classes(of: $0).contains("dependency") }.count, 2)
    }

    func testSVGNodeTextShowsEachNameLiterally() throws {
        let inspector = try SVGInspector(try Self.render(.svg))
        for (index, id) in Self.hostileIDs.enumerated() {
            let node = try inspector.node("rib-\(Self.shown(id))")
            XCTAssertEqual(node.texts.first, Self.shown(id), "the label of \(id.debugDescription)")
            XCTAssertEqual(node.classes, index % 2 == 1 ? ["rib", "viewful"] : ["rib", "viewless"])
            if index % 2 == 1 { XCTAssertEqual(node.texts.last, "<View & \"V\">") }
        }
        XCTAssertEqual(try inspector.node("rib-Entity").texts, [Self.entityName])
        XCTAssertEqual(try inspector.node("rib-\(Self.kid)").texts.first, Self.kid)
        XCTAssertEqual(try inspector.node("adapter-\(Self.adapter)").texts, [Self.adapter, "adapter"])
        XCTAssertEqual(inspector.graphTitle, "<App & \"co\"> \\N — last event, seq 10: attach Kid\"<&> under Root")
        let dependency = inspector.edgeGroups.first { SVGInspector.classes(of: $0).contains("dependency") }
        XCTAssertEqual(dependency.map(SVGInspector.texts(in:)), ["Dep<\"&\"> -> x"])
    }

    func testHoverTitlesShowNodeKeysLiterally() throws {
        let inspector = try SVGInspector(try Self.render(.svg))
        let titles = Set(inspector.elements.filter { $0.localName == "title" }.map { $0.stringValue ?? "" })
        XCTAssertTrue(titles.contains("rib:<script>alert(1)</script>"), "\(titles)")
        XCTAssertTrue(titles.contains("rib:a\" -> \"b"), "\(titles)")
    }

    func testDOTQuotesEveryName() throws {
        let dot = try Self.render(.dot)
        XCTAssertTrue(dot.hasPrefix("digraph ribgraph {"))
        XCTAssertTrue(dot.contains("\"rib:a\\\" -> \\\"b\""), "the quote in a\" -> \"b is escaped")
        XCTAssertTrue(dot.contains("\"rib:brace } ; x { digraph\""))
        XCTAssertTrue(dot.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertFalse(dot.contains("<B><script"), "HTML labels carry escaped names only")
        XCTAssertEqual(try Self.render(.dot), dot, "DOT is the same on every render")
    }

    func testDOTParsesBackWithGraphvizToTheSamePicture() throws {
        let dotTool = try XCTUnwrap(Self.findDotTool(), "Graphviz's dot command is not installed")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribgraph-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("hostile.dot")
        let output = folder.appendingPathComponent("hostile.svg")
        try Data(try Self.render(.dot).utf8).write(to: input)
        let process = Process()
        process.executableURL = dotTool
        process.arguments = ["-Tsvg", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "dot could not parse ribgraph's DOT")
        let reparsed = try SVGInspector(try String(contentsOf: output, encoding: .utf8))
        XCTAssertEqual(reparsed.edgeGroups.count, Self.expectedEdges, "the DOT text has extra or missing edges")
        XCTAssertEqual(reparsed.nodeGroups.count, Self.expectedNodes, "the DOT text has extra or missing nodes")
        let original = try SVGInspector(try Self.render(.svg))
        for id in Self.hostileIDs + ["Entity", Self.kid] {
            let element = "rib-\(Self.shown(id))"
            XCTAssertEqual(try reparsed.node(element).texts, try original.node(element).texts, id.debugDescription)
        }
    }

    static func findDotTool() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin:/opt/homebrew/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

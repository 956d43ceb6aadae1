import Foundation
import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Each way a parent shows a child has its own route style, SVG classes and legend cell; a trace that does not
/// say how (a recording) is drawn as before.
final class PresentationPictureTests: XCTestCase {
    /// Root shows one child each way, and Both two ways; Shared has a second parent, Push, that presents it.
    static func everyWay() -> Trace {
        let ways: [(String, [Presentation])] = [
            ("Push", [.push]), ("Present", [.present]), ("Root", [.root]), ("Embed", [.embed]), ("Tab", [.tab]),
            ("None", [.none]), ("Unknown", [.unknown]), ("Both", [.push, .present]),
        ]
        let children = ways.map(\.0) + ["Shared"]
        var routes = ways.map { child, presentations in
            Route(
                parent: "App", child: child, presentations: presentations,
                presentationReason: presentations == [.unknown] ? "showIt's body was not found" : nil)
        }
        routes += [
            Route(parent: "Embed", child: "Shared", presentations: [.embed]),
            Route(parent: "Push", child: "Shared", presentations: [.present]),
        ]
        return Trace(
            app: "Ways", origin: .source,
            ribs: (["App"] + children).map {
                RIB(id: $0, view: $0 == "None" ? nil : "\($0)ViewController", isRoot: $0 == "App")
            },
            routes: routes)
    }

    private func svg(_ trace: Trace, _ options: SnapshotOptions = SnapshotOptions()) throws -> String {
        let bytes = try Snapshot(trace: LoadedTrace(trace, source: "t.json"), options: options).render(format: .svg)
            .bytes
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The route into `child` as drawn: its classes, its path's attributes and its arrowheads' count.
    private func route(into child: String, from parent: String = "App", in svg: SVGInspector) throws -> (
        classes: [String], stroke: String?, dashes: String?, width: String?, heads: Int, tooltip: String?
    ) {
        let group = try XCTUnwrap(
            svg.edgeGroups.first { SVGInspector.title(of: $0) == "rib:\(parent)->rib:\(child)" },
            "no route into \(child)")
        let shapes = SVGInspector.descendants(of: group)
        let path = try XCTUnwrap(shapes.first { $0.localName == "path" })
        return (
            Array(SVGInspector.classes(of: group).dropFirst()), SVGInspector.attribute("stroke", of: path),
            SVGInspector.attribute("stroke-dasharray", of: path), SVGInspector.attribute("stroke-width", of: path),
            shapes.filter { $0.localName == "polygon" }.count,
            shapes.compactMap {
                SVGInspector.attribute("xlink:title", of: $0) ?? SVGInspector.attribute("title", of: $0)
            }
            .first
        )
    }

    func testEachWayHasItsStyleAndClassesInEveryLayout() throws {
        for layout in [SnapshotOptions.Layout.tree, .dot] {
            let svg = try SVGInspector(try svg(Self.everyWay(), SnapshotOptions(layout: layout)))
            let plain = SceneStyle.treeEdgeColor
            for child in ["Push", "None", "Unknown"] {
                let drawn = try route(into: child, in: svg)
                XCTAssertEqual(drawn.classes, ["presentation-\(child.lowercased())"], "\(layout)")
                XCTAssertEqual(drawn.stroke, plain)
                XCTAssertNil(drawn.dashes)
                XCTAssertEqual(drawn.heads, 1)
            }
            let present = try route(into: "Present", in: svg)
            XCTAssertEqual(present.stroke, PresentationStyle.presentColor)
            XCTAssertEqual(present.heads, 1)
            XCTAssertEqual(try route(into: "Root", in: svg).width, "2.6")
            for part in ["Embed", "Tab"] {
                let drawn = try route(into: part, in: svg)
                XCTAssertEqual(drawn.classes, ["presentation-\(part.lowercased())"])
                XCTAssertNotNil(drawn.dashes, "a part's route is dotted")
                XCTAssertEqual(drawn.heads, 2, "the arrowhead and the part's shape behind it")
            }
            let both = try route(into: "Both", in: svg)
            XCTAssertEqual(both.classes, ["presentation-push", "presentation-present"], "the drawn way first")
            XCTAssertEqual(both.stroke, plain, "push is drawn: the first way that navigates")
            XCTAssertEqual(both.tooltip, "shown: push and present")
            XCTAssertEqual(try route(into: "Unknown", in: svg).tooltip, "shown: unknown: showIt's body was not found")
            let other = try route(into: "Shared", from: "Push", in: svg)
            XCTAssertEqual(other.classes, ["presentation-present"], "another parent's route has its own way")
            XCTAssertEqual(other.stroke, PresentationStyle.presentColor)
        }
    }

    /// The legend's second row names the ways drawn, and only those.
    func testTheLegendExplainsTheWaysDrawnAndNoOthers() throws {
        let every = try legendTexts(try svg(Self.everyWay()))
        XCTAssertTrue(every.contains("How a child is shown"), "\(every)")
        for text in [
            "──▶ push, none (no view), way not recognised", "──➤ present (modal)", "━━▶ root (replaces the screen)",
            "┈◇▶ embed, a section    ┈□▶ tab: part of the parent's screen",
        ] {
            XCTAssertTrue(every.contains(text), "no \"\(text)\" in \(every)")
        }
        var pushes = Self.everyWay()
        pushes.routes = pushes.routes.filter { $0.presentations == [.push] }
        let few = try legendTexts(try svg(pushes))
        XCTAssertTrue(few.contains("──▶ push"), "\(few)")
        XCTAssertFalse(few.contains { $0.contains("present") || $0.contains("part of") }, "\(few)")
    }

    /// Without presentations, the legend and every route are as they were: no class, no tooltip, no row.
    func testATraceWithoutPresentationsDrawsAsBefore() throws {
        var unknown = Self.everyWay()
        for index in unknown.routes.indices {
            unknown.routes[index].presentations = []
            unknown.routes[index].presentationReason = nil
        }
        let text = try svg(unknown)
        XCTAssertFalse(text.contains("presentation-"))
        XCTAssertFalse(text.contains("xlink:title"))
        XCTAssertFalse(try legendTexts(text).contains("How a child is shown"))
        XCTAssertEqual(
            SceneStyle.legendLabel(wording: .scan, cycles: false, tunnels: nil, presentations: []),
            SceneStyle.legendLabel(wording: .scan, cycles: false, tunnels: nil))
    }

    /// A diff's route keeps its change's colour and the way's arrowhead, and the legend explains the way.
    func testADiffRouteKeepsItsMarkAndTheWaysShape() throws {
        let head = Self.everyWay()
        let base = Trace(
            app: head.app, origin: .source, ribs: head.ribs.filter { $0.id != "Embed" },
            routes: head.routes.filter { $0.child != "Embed" && $0.parent != "Embed" })
        let diff = try Diff(
            base: TraceSide(trace: LoadedTrace(base, source: "base.json")),
            head: TraceSide(trace: LoadedTrace(head, source: "head.json")))
        let text = String(decoding: try diff.render(.svg, context: .full).bytes, as: UTF8.self)
        let drawn = try route(into: "Embed", in: try SVGInspector(text))
        XCTAssertEqual(drawn.stroke, SceneStyle.markColors(.added).border)
        XCTAssertEqual(drawn.heads, 2)
        XCTAssertTrue(try legendTexts(text).contains("How a child is shown"))
    }

    /// The page's data says how each parent shows each RIB, for the details panel.
    func testTheViewerDataSaysHowEachParentShowsARIB() throws {
        let trace = Self.everyWay()
        let scene = try SampleTraces.scene(of: trace, options: SnapshotOptions(layout: .tree))
        let json = ViewerModel(loaded: LoadedTrace(trace, source: "t.json"), scene: scene, initialEvent: 0).json
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let ribs = try XCTUnwrap(object["ribs"] as? [[String: Any]])
        let shared = try XCTUnwrap(ribs.first { $0["id"] as? String == "Shared" })
        let shown = try XCTUnwrap(shared["shown"] as? [[Any]])
        XCTAssertEqual(shown.map { "\($0[0]):\($0[1])" }, ["4:embed", "1:present"])
        XCTAssertNil(ribs[0]["shown"], "no route leads to the launched RIB")
    }

    /// The texts of the legend's group, trimmed; Graphviz writes the second of two spaces as a no-break space.
    private func legendTexts(_ svg: String) throws -> [String] {
        let inspector = try SVGInspector(svg)
        let legend = try XCTUnwrap(inspector.nodeGroups.first { $0.id == "legend" })
        return legend.texts.map {
            $0.replacingOccurrences(of: "\u{00A0}", with: " ").trimmingCharacters(in: .whitespaces)
        }
    }
}

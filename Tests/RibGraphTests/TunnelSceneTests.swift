import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the tunnel picture (`--dependencies tunnels`) puts in a scene, on a scan's graph worked out by hand:
/// A → B → C → D → E, and B → F. AComponent creates `session`, which reaches B (directly), C (through B),
/// D (through C and B), E (through D, C and B) and F (through B); BComponent creates `theme`, which reaches
/// C (directly), D (through C) and E (through D and C); DComponent creates E's `layout` (directly).
final class TunnelSceneTests: XCTestCase {
    private func trace() -> Trace {
        let names = ["A", "B", "C", "D", "E", "F"]
        let parentOf = ["B": "A", "C": "B", "D": "C", "E": "D", "F": "B"]
        func edge(_ child: String, _ properties: [(String, String)]) -> DependencyEdge {
            DependencyEdge(
                child: child, parent: parentOf[child], dependency: "\(child)Dependency",
                component: "\(parentOf[child]!)Component",
                properties: properties.map { DependencyProperty(name: $0.0, providedBy: "\($0.1)Component") })
        }
        return Trace(
            app: "Chain", origin: .source,
            ribs: names.map { RIB(id: $0, view: "\($0)VC", component: "\($0)Component", isRoot: $0 == "A") },
            routes: names.dropFirst().map { Route(parent: parentOf[$0]!, child: $0) },
            dependencies: [
                edge("B", [("session", "A")]),
                edge("C", [("session", "A"), ("theme", "B")]),
                edge("D", [("session", "A"), ("theme", "B")]),
                edge("E", [("session", "A"), ("theme", "B"), ("layout", "D")]),
                edge("F", [("session", "A")]),
            ],
            components: [ComponentLink(component: "AppComponent", parent: nil)]
                + names.map { ComponentLink(component: "\($0)Component", parent: "\(parentOf[$0] ?? "App")Component") })
    }

    private func scene(
        _ tunnels: SnapshotOptions.Tunnels, property: String? = nil, focus: String? = nil
    ) throws -> Scene {
        var options = SnapshotOptions(dependencies: .tunnels, focus: focus)
        options.tunnels = tunnels
        options.property = property
        return try SampleTraces.scene(of: trace(), file: "chain.json", options: options)
    }

    /// Each tunnel link as `from -> to: label lines`.
    private func links(_ scene: Scene) -> [String] {
        scene.dependencies.map { link in
            XCTAssertEqual(link.kind, .tunnel)
            let label = ([link.dependency] + link.properties).filter { !$0.isEmpty }.joined(separator: " | ")
            return "\(scene.nodes[link.provider].title) -> \(scene.nodes[link.consumer].title)"
                + (label.isEmpty ? "" : ": \(label)")
        }
    }

    /// Each node's title with its tunnel role and badge.
    private func roles(_ scene: Scene) -> [String] {
        scene.nodes.map { node in
            node.title + (node.tunnelRole.map { " \($0)" } ?? "") + (node.badge.map { " [\($0)]" } ?? "")
        }
    }

    func testEveryTunnelSharesEachStepWithTheOthersAndLabelsOnlyTheLastStep() throws {
        let scene = try scene(.all)
        XCTAssertEqual(
            links(scene),
            [
                "A -> B",
                "B -> C: CDependency | session ← AComponent, passed through 1",
                "C -> D: DDependency | session ← AComponent, passed through 2 | theme ← BComponent, passed through 1",
                "D -> E: EDependency | session ← AComponent, passed through 3 | theme ← BComponent, passed through 2",
                "B -> F: FDependency | session ← AComponent, passed through 1",
            ])
        XCTAssertEqual(
            roles(scene),
            ["A creator [creates session]", "B creator [creates theme]", "C hop", "D hop", "E", "F"])
        XCTAssertEqual(scene.tunnelSummary, "6 tunnels: every value passed through a component")
    }

    func testOverTheLimitDrawsWhatCheckReports() throws {
        let none = try scene(.overLimit(.default))
        XCTAssertEqual(links(none), [], "no tunnel is longer than the default maxTunnel, 3")
        XCTAssertEqual(roles(none), ["A", "B", "C", "D", "E", "F"])
        XCTAssertEqual(none.tunnelSummary, "0 tunnels longer than maxTunnel 3, of 6 passed through a component")

        let two = try scene(.overLimit(RuleSet().with(\.maxTunnel, 2)))
        XCTAssertEqual(
            links(two), ["A -> B", "B -> C", "C -> D", "D -> E: EDependency | session ← AComponent, passed through 3"])
        XCTAssertEqual(roles(two), ["A creator [creates session]", "B hop", "C hop", "D hop", "E", "F"])
        XCTAssertEqual(two.tunnelSummary, "1 tunnel longer than maxTunnel 2, of 6 passed through a component")

        let exempt = try scene(
            .overLimit(
                RuleSet()
                    .with(\.maxTunnel, 1)
                    .with(\.tunnelExemptions, [TunnelExemption(property: RIBPattern("session"))])))
        XCTAssertEqual(
            links(exempt), ["B -> C", "C -> D", "D -> E: EDependency | theme ← BComponent, passed through 2"])

        let off = try scene(.overLimit(RuleSet()))
        XCTAssertEqual(links(off), [])
        XCTAssertEqual(off.tunnelSummary, "maxTunnel is off: no tunnel is over it (--tunnels all draws each of 6)")
    }

    func testAPropertyOrAFocusNarrowsTheTunnels() throws {
        let theme = try scene(.all, property: "theme")
        XCTAssertEqual(
            links(theme),
            [
                "B -> C",
                "C -> D: DDependency | theme ← BComponent, passed through 1",
                "D -> E: EDependency | theme ← BComponent, passed through 2",
            ])
        XCTAssertEqual(roles(theme), ["A", "B creator [creates theme]", "C hop", "D hop", "E", "F"])
        XCTAssertEqual(theme.tunnelSummary, "2 tunnels of theme: every value passed through a component")

        let intoF = try scene(.all, focus: "F")
        XCTAssertEqual(intoF.keys, ["rib:A", "rib:B", "rib:F"])
        XCTAssertEqual(links(intoF), ["A -> B", "B -> F: FDependency | session ← AComponent, passed through 1"])
        XCTAssertEqual(intoF.tunnelSummary, "1 tunnel into F's part: every value passed through a component")

        let intoD = try scene(.all, focus: "D")
        XCTAssertEqual(intoD.dependencies.count, 4, "D's and E's tunnels, none into C above the focus")
        XCTAssertFalse(links(intoD).contains { $0.hasPrefix("B -> C:") })
    }

    /// AppComponent, above A's, is no RIB's component: the first RIB the value reaches says where it came from.
    func testAValueFromAComponentWithNoBoxEntersAtTheFirstRIBItReaches() throws {
        var trace = trace()
        trace.dependencies[1].properties.append(DependencyProperty(name: "analytics", providedBy: "AppComponent"))
        var options = SnapshotOptions(dependencies: .tunnels)
        options.tunnels = .all
        options.property = "analytics"
        let scene = try SampleTraces.scene(of: trace, file: "chain.json", options: options)
        XCTAssertEqual(links(scene), ["A -> B", "B -> C: CDependency | analytics ← AppComponent, passed through 2"])
        XCTAssertEqual(roles(scene), ["A hop [from AppComponent: analytics]", "B hop", "C", "D", "E", "F"])
    }

    func testAnUnknownPropertyIsAUsageErrorWithASuggestion() throws {
        XCTAssertThrowsError(try scene(.all, property: "sesion")) { error in
            XCTAssertEqual(error as? SnapshotError, .unknownProperty("sesion", suggestion: "session"))
            XCTAssertEqual(
                (error as? SnapshotError)?.description,
                "--property: no Dependency in the trace has a property \"sesion\" (did you mean \"session\"?)")
        }
    }

    func testOtherLevelsDrawNoTunnel() throws {
        let scene = try SampleTraces.scene(
            of: trace(), file: "chain.json", options: SnapshotOptions(dependencies: .properties))
        XCTAssertTrue(scene.dependencies.allSatisfy { $0.kind == .dependency })
        XCTAssertTrue(scene.nodes.allSatisfy { $0.tunnelRole == nil })
        XCTAssertNil(scene.tunnelSummary)
    }

    /// Graphviz draws the links as teal edges of class `tunnel` and the creating RIB with a thick teal border,
    /// both in the tidy tree and in dot's own layout; the legend says what the picture draws.
    func testGraphvizDrawsTheTunnelsInEitherLayout() throws {
        for layout in [SnapshotOptions.Layout.tree, .dot] {
            var options = SnapshotOptions(dependencies: .tunnels, layout: layout)
            options.tunnels = .overLimit(RuleSet().with(\.maxTunnel, 2))
            let snapshot = Snapshot(trace: LoadedTrace(trace(), source: "chain.json"), options: options)
            let svg = String(decoding: try snapshot.render(format: .svg).bytes, as: UTF8.self)
            let inspector = try SVGInspector(svg)
            let tunnels = inspector.edgeGroups.filter { SVGInspector.classes(of: $0).contains("tunnel") }
            let titles = tunnels.compactMap { edge in
                SVGInspector.descendants(of: edge).first { $0.localName == "title" }?.stringValue
            }
            XCTAssertEqual(titles, ["rib:A->rib:B", "rib:B->rib:C", "rib:C->rib:D", "rib:D->rib:E"], "\(layout)")
            let strokes = tunnels.compactMap { edge in
                SVGInspector.descendants(of: edge).first { $0.localName == "path" }
                    .flatMap { SVGInspector.attribute("stroke", of: $0) }
            }
            XCTAssertEqual(strokes, Array(repeating: SceneStyle.tunnelColor, count: 4), "\(layout)")
            let creator = try inspector.node("rib-A")
            XCTAssertEqual(creator.classes, ["rib", "viewful", "tunnel-creator"], "\(layout)")
            XCTAssertEqual(creator.outline["stroke"], SceneStyle.tunnelColor, "\(layout)")
            XCTAssertEqual(creator.outline["stroke-width"], "3", "\(layout)")
            XCTAssertEqual(creator.texts.last, "creates session", "\(layout)")
            XCTAssertEqual(try inspector.node("rib-C").classes, ["rib", "viewful", "tunnel-hop"], "\(layout)")
            XCTAssertEqual(try inspector.node("rib-E").classes, ["rib", "viewful"], "\(layout)")
            XCTAssertTrue(
                svg.contains("1 tunnel longer than maxTunnel 2, of 6 passed through a component"), "\(layout)")
            XCTAssertFalse(svg.contains("component satisfies Dependency"), "the legend shows tunnels instead")
        }
    }
}

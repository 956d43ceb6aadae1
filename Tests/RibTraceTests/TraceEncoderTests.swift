import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `TraceEncoder`: what it writes decodes back to the same trace, is deterministic, sorted and compact.
final class TraceEncoderTests: XCTestCase {
    private let hostile = "Quote\"Back\\slash\nNew\tTab\u{1}Ctrl\u{7F}Del – ünïcödé 🚀 </svg><script>"

    /// A recording with every part; as a scan (`.source`), its RIBs marked and routed as a scan writes them and
    /// without events, which a scan does not have.
    private func handWrittenTrace(origin: TraceOrigin = .live) -> Trace {
        var trace = recording(origin: origin)
        guard origin == .source else { return trace }
        trace.events = []
        trace.routes = [
            Route(
                parent: "Root", child: "Weird", builder: "WeirdBuilder", adapter: "WeirdAdapter",
                declaredIn: "App/Root/RootRouter.swift:3"),
            Route(parent: "Weird", child: "Weird#2", builder: "WeirdBuilder", via: .ancestor),
        ]
        trace.dependencies[0].parent = "Root"
        return Trace(
            app: trace.app, origin: .source,
            ribs: trace.ribs.enumerated().map { index, rib in
                var rib = rib
                rib.isRoot = index == 0
                rib.module = index == 0 ? "App" : nil
                return rib
            }, routes: trace.routes, dependencies: trace.dependencies, components: trace.components,
            adapters: trace.adapters, listeners: trace.listeners, droppedEvents: trace.droppedEvents)
    }

    private func recording(origin: TraceOrigin) -> Trace {
        Trace(
            app: hostile, origin: origin,
            ribs: [
                RIB(
                    id: "Root", router: "RootRouter", view: "RootViewController", component: "RootComponent",
                    declaredIn: "App/Root/RootBuilder.swift:12"),
                RIB(
                    id: "Weird", name: hostile, interactor: hostile, builder: "WeirdBuilder",
                    dependency: "WeirdDependency",
                    declaredIn: "Dir with: colon/\(hostile).swift:7", buildArguments: ["name: String", hostile]),
                RIB(id: "Weird#2", name: hostile, builder: "WeirdBuilder"),
            ],
            routes: [Route(parent: "Root", child: "Weird", builder: "WeirdBuilder", adapter: "WeirdAdapter")],
            events: [
                TraceEvent(seq: 1, time: 0, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, time: 0.000005, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 3, time: nil, kind: .detach, parent: 0, child: 1),
                TraceEvent(seq: 4, time: 12345.678901, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 5, time: nil, kind: .attach, parent: 1, child: 2),
            ],
            dependencies: [
                DependencyEdge(
                    child: "Weird", dependency: "WeirdDependency", component: "RootComponent", provider: "WeirdAdapter",
                    properties: [
                        DependencyProperty(
                            name: "x", type: "Int", providedBy: "RootComponent",
                            declaredIn: "a.swift:3", providedIn: "b \(hostile).swift:40"),
                        DependencyProperty(name: hostile),
                        DependencyProperty(name: "z", providedIn: "c.swift:1"),
                    ])
            ],
            components: [
                ComponentLink(component: "RootComponent", parent: nil),
                ComponentLink(component: "Weird.Component", parent: "RootComponent"),
            ],
            adapters: [Adapter(name: "WeirdAdapter", parent: "Root", child: "Weird", component: "Weird.Component")],
            listeners: [Listener(child: "Weird", listener: "WeirdAdapter")],
            droppedEvents: 7)
    }

    func testEveryPartSurvivesAnEncodeAndDecode() throws {
        for origin in TraceOrigin.allCases {
            let trace = handWrittenTrace(origin: origin)
            let decoded = try TraceDecoder().decode(TraceEncoder.encode(trace), file: "written")
            XCTAssertEqual(decoded, trace, "\(origin)")
            XCTAssertEqual(decoded.origin, origin)
            XCTAssertEqual(decoded.ribs[1].declaredIn, "Dir with: colon/\(hostile).swift:7")
            XCTAssertEqual(decoded.ribs[1].buildArguments, ["name: String", hostile])
            XCTAssertEqual(
                decoded.dependencies[0].properties.map(\.providedIn), ["b \(hostile).swift:40", nil, "c.swift:1"])
        }
    }

    func testEverySampleSurvivesAnEncodeAndDecode() throws {
        for name in SampleTraces.names {
            let trace = try TraceDecoder().decode(contentsOfFile: SampleTraces.path(name))
            XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(trace), file: name), trace, name)
        }
    }

    func testOutputIsDeterministicSortedAndUsesRows() throws {
        let trace = handWrittenTrace(origin: .source)
        let first = TraceEncoder.encode(trace)
        XCTAssertEqual(first, TraceEncoder.encode(trace))
        let text = String(decoding: first, as: UTF8.self)
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(
            topKeys,
            [
                "adapters", "app", "components", "dependencies", "droppedEvents", "format",
                "listeners", "origin", "ribs", "routes", "version",
            ], "a scan writes no events")
        XCTAssertTrue(text.contains("  \"origin\": \"source\",\n"))
        XCTAssertTrue(text.hasSuffix("  \"version\": 2\n}\n"))
        XCTAssertTrue(
            text.contains(
                #"{"adapter": "WeirdAdapter", "builder": "WeirdBuilder", "child": "Weird", "declaredIn": "App/Root/RootRouter.swift:3", "parent": "Root"}"#
            ),
            "via is left out where the adapter implies it")
        XCTAssertTrue(
            text.contains(#"{"builder": "WeirdBuilder", "child": "Weird#2", "parent": "Weird", "via": "ancestor"}"#))
        XCTAssertTrue(text.contains(#""id": "Root", "module": "App", "root": true, "router": "RootRouter""#))
        let recorded = String(decoding: TraceEncoder.encode(recording(origin: .live)), as: UTF8.self)
        XCTAssertTrue(recorded.contains("[1, 0.0, \"a\", null, 0]"))
        XCTAssertTrue(recorded.contains("[2, 5e-06, \"a\", 0, 1]"))
        XCTAssertTrue(recorded.contains("[3, null, \"d\", 0, 1]"))
        XCTAssertTrue(recorded.hasSuffix("  \"version\": 1\n}\n"))
        XCTAssertTrue(text.contains("{\"buildArguments\": [\"name: String\", \"Quote\\\"Back"))
        XCTAssertTrue(
            text.contains(
                "], \"builder\": \"WeirdBuilder\", \"declaredIn\": \"Dir with: colon/Quote\\\"Back\\\\slash\\nNew\\tTab"
            ))
        XCTAssertTrue(text.contains("{\"builder\": \"WeirdBuilder\", \"id\": \"Weird#2\", \"name\": "))
        XCTAssertTrue(
            text.contains(
                "{\"declaredIn\": \"a.swift:3\", \"name\": \"x\", \"providedBy\": \"RootComponent\", \"providedIn\": \"b Quote"
            ))
        XCTAssertTrue(text.contains("\\u0001Ctrl\\u007fDel"))
        XCTAssertTrue(text.contains("🚀"))
    }

    func testALiveTraceWritesNeitherOriginNorRoot() throws {
        let trace = Trace(
            app: "App", ribs: [RIB(id: "Root")], events: [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)])
        let text = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertFalse(text.contains("origin"))
        XCTAssertFalse(text.contains("root"))
        XCTAssertTrue(text.contains("\"ribs\": [\n    {\"id\": \"Root\"}\n  ],\n"))
    }
}

import Foundation
import RibTrace
import XCTest

/// `TraceEncoder`: what it writes decodes back to the same trace, is deterministic, sorted and compact.
final class TraceEncoderTests: XCTestCase {
    private let hostile = "Quote\"Back\\slash\nNew\tTab\u{1}Ctrl\u{7F}Del – ünïcödé 🚀 </svg><script>"

    private func handWrittenTrace(origin: TraceOrigin = .live) -> Trace {
        Trace(app: hostile, origin: origin,
              ribs: [RIB(id: "Root", router: "RootRouter", view: "RootViewController", component: "RootComponent",
                         declaredIn: "App/Root/RootBuilder.swift:12"),
                     RIB(id: "Weird", name: hostile, interactor: hostile, builder: "WeirdBuilder", dependency: "WeirdDependency",
                         declaredIn: "Dir with: colon/\(hostile).swift:7", buildArguments: ["name: String", hostile]),
                     RIB(id: "Weird#2", name: hostile, builder: "WeirdBuilder")],
              routes: [Route(parent: "Root", child: "Weird", builder: "WeirdBuilder", adapter: "WeirdAdapter")],
              events: [TraceEvent(seq: 1, time: 0, kind: .attach, parent: nil, child: 0),
                       TraceEvent(seq: 2, time: 0.000005, kind: .attach, parent: 0, child: 1),
                       TraceEvent(seq: 3, time: nil, kind: .detach, parent: 0, child: 1),
                       TraceEvent(seq: 4, time: 12345.678901, kind: .attach, parent: 0, child: 1),
                       TraceEvent(seq: 5, time: nil, kind: .attach, parent: 1, child: 2)],
              dependencies: [DependencyEdge(child: "Weird", dependency: "WeirdDependency", component: "RootComponent", provider: "WeirdAdapter",
                                            properties: [DependencyProperty(name: "x", type: "Int", providedBy: "RootComponent",
                                                                            declaredIn: "a.swift:3", providedIn: "b \(hostile).swift:40"),
                                                         DependencyProperty(name: hostile),
                                                         DependencyProperty(name: "z", providedIn: "c.swift:1")])],
              components: [ComponentLink(component: "RootComponent", parent: nil), ComponentLink(component: "Weird.Component", parent: "RootComponent")],
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
            XCTAssertEqual(decoded.dependencies[0].properties.map(\.providedIn), ["b \(hostile).swift:40", nil, "c.swift:1"])
        }
    }

    func testEverySampleSurvivesAnEncodeAndDecode() throws {
        for name in Fixture.sampleNames {
            let trace = try TraceDecoder().decode(contentsOfFile: Fixture.samplePath(name))
            XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(trace), file: name), trace, name)
        }
    }

    func testOutputIsDeterministicSortedAndUsesRows() throws {
        let trace = handWrittenTrace(origin: .source)
        let first = TraceEncoder.encode(trace)
        XCTAssertEqual(first, TraceEncoder.encode(trace))
        let text = String(decoding: first, as: UTF8.self)
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(topKeys, ["adapters", "app", "components", "dependencies", "droppedEvents", "events", "format",
                                 "listeners", "origin", "ribs", "routes", "version"])
        XCTAssertTrue(text.contains("  \"origin\": \"source\",\n"))
        XCTAssertTrue(text.contains("[1, 0.0, \"a\", null, 0]"))
        XCTAssertTrue(text.contains("[2, 5e-06, \"a\", 0, 1]"))
        XCTAssertTrue(text.contains("[3, null, \"d\", 0, 1]"))
        XCTAssertTrue(text.contains("{\"buildArguments\": [\"name: String\", \"Quote\\\"Back"))
        XCTAssertTrue(text.contains("], \"builder\": \"WeirdBuilder\", \"declaredIn\": \"Dir with: colon/Quote\\\"Back\\\\slash\\nNew\\tTab"))
        XCTAssertTrue(text.contains("{\"builder\": \"WeirdBuilder\", \"cycle\": true, \"id\": \"Weird#2\", \"name\": "))
        XCTAssertTrue(text.contains("{\"declaredIn\": \"a.swift:3\", \"name\": \"x\", \"providedBy\": \"RootComponent\", \"providedIn\": \"b Quote"))
        XCTAssertTrue(text.contains("\\u0001Ctrl\\u007fDel"))
        XCTAssertTrue(text.contains("🚀"))
    }

    func testALiveTraceWritesNeitherOriginNorCycle() throws {
        let trace = Trace(app: "App", ribs: [RIB(id: "Root")], events: [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)])
        let text = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertFalse(text.contains("origin"))
        XCTAssertFalse(text.contains("cycle"))
        XCTAssertTrue(text.contains("\"ribs\": [\n    {\"id\": \"Root\"}\n  ],\n"))
    }
}

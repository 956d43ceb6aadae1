import Foundation
@testable import RibGraphProbe
import RibTrace
import XCTest

/// The JSON the probe writes: valid for RibTrace, deterministic, compact rows, escaped strings.
final class TraceWriterTests: XCTestCase {
    private let hostile = "Quote\"Back\\slash\nNew\tTab\u{1}Ctrl\u{7F}Del – ünïcödé 🚀"

    private func handWrittenTrace() -> Trace {
        Trace(app: hostile,
              ribs: [RIB(id: "Root", router: "RootRouter", view: "RootViewController", component: "RootComponent"),
                     RIB(id: "Weird", name: hostile, interactor: hostile, builder: "WeirdBuilder", dependency: "WeirdDependency")],
              routes: [Route(parent: "Root", child: "Weird", builder: "WeirdBuilder", adapter: "WeirdAdapter")],
              events: [TraceEvent(seq: 1, time: 0, kind: .attach, parent: nil, child: 0),
                       TraceEvent(seq: 2, time: 0.000005, kind: .attach, parent: 0, child: 1),
                       TraceEvent(seq: 3, time: nil, kind: .detach, parent: 0, child: 1),
                       TraceEvent(seq: 4, time: 12345.678901, kind: .attach, parent: 0, child: 1)],
              dependencies: [DependencyEdge(child: "Weird", dependency: "WeirdDependency", component: "RootComponent", provider: "WeirdAdapter",
                                            properties: [DependencyProperty(name: "x", type: "Int", providedBy: "RootComponent", declaredIn: "a.swift:3"),
                                                         DependencyProperty(name: "y")])],
              components: [ComponentLink(component: "RootComponent", parent: nil), ComponentLink(component: "Weird.Component", parent: "RootComponent")],
              adapters: [Adapter(name: "WeirdAdapter", parent: "Root", child: "Weird", component: "Weird.Component")],
              listeners: [Listener(child: "Weird", listener: "WeirdAdapter")],
              droppedEvents: 7)
    }

    func testEveryPartSurvivesAWriteAndDecode() throws {
        let trace = handWrittenTrace()
        let decoded = try TraceDecoder().decode(TraceWriter.encode(trace), file: "written")
        XCTAssertEqual(decoded, trace)
    }

    func testOutputIsDeterministicSortedAndUsesRows() throws {
        let trace = handWrittenTrace()
        let first = TraceWriter.encode(trace)
        XCTAssertEqual(first, TraceWriter.encode(trace))
        let text = String(decoding: first, as: UTF8.self)
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(topKeys, ["adapters", "app", "components", "dependencies", "droppedEvents", "events", "format",
                                 "listeners", "ribs", "routes", "version"])
        XCTAssertTrue(text.contains("[1, 0.0, \"a\", null, 0]"))
        XCTAssertTrue(text.contains("[2, 5e-06, \"a\", 0, 1]"))
        XCTAssertTrue(text.contains("[3, null, \"d\", 0, 1]"))
        XCTAssertTrue(text.contains("{\"builder\": \"WeirdBuilder\", \"dependency\": \"WeirdDependency\", \"id\": \"Weird\", \"interactor\": "))
        XCTAssertTrue(text.contains("\\u0001Ctrl\\u007fDel"))
        XCTAssertTrue(text.contains("🚀"))
    }

    func testWriteIsAtomicAndLeavesAnExistingFileOnFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, app: "Shop")
        defer { withExtendedLifetime(shop) {} }
        probe.observe()
        let url = directory.appendingPathComponent("trace.json")
        try probe.write(to: url)
        let written = try Data(contentsOf: url)
        try probe.write(to: url)
        XCTAssertEqual(try Data(contentsOf: url), written, "the same recording gives the same bytes")
        XCTAssertThrowsError(try probe.write(to: directory.appendingPathComponent("missing/trace.json")))
        XCTAssertEqual(try Data(contentsOf: url), written)
        XCTAssertEqual(try TraceDecoder().decode(contentsOfFile: url.path), probe.export())
    }
}

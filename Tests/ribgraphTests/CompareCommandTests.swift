import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph compare`: two traces or two events of one trace, exit statuses, atomic output.
final class CompareCommandTests: XCTestCase {
    func testTwoTracesAndTwoEvents() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let traces = try rg.run([
            "compare", SampleTraces.path("vertical"), SampleTraces.path("flattened"), "-o", "c.svg",
        ])
        XCTAssertEqual(traces.status, 0, traces.stderr)
        XCTAssertTrue(String(decoding: try rg.read("c.svg"), as: UTF8.self).contains("vertical vs flattened"))
        let events = try rg.run([
            "compare", SampleTraces.path("tictactoe"), "--left-at", "6", "--right-at", "8", "-o", "e.png",
        ])
        XCTAssertEqual(events.status, 0, events.stderr)
        XCTAssertEqual(Array(try rg.read("e.png").prefix(8)), RibgraphRunner.pngSignature)
    }

    func testUsageAndDataErrorsLeaveTheOutputAlone() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write("keep me", to: "c.svg")
        let oneTrace = try rg.run(["compare", SampleTraces.path("tictactoe"), "-o", "c.svg"])
        XCTAssertEqual(oneTrace.status, 64)
        XCTAssertTrue(oneTrace.stderr.contains("give two different events"), oneTrace.stderr)
        let badSeq = try rg.run([
            "compare", SampleTraces.path("tictactoe"), "--left-at", "1", "--right-at", "99", "-o", "c.svg",
        ])
        XCTAssertEqual(badSeq.status, 64, badSeq.stderr)
        let missing = try rg.run(["compare", "nope.json", SampleTraces.path("tictactoe"), "-o", "c.svg"])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        XCTAssertEqual(String(decoding: try rg.read("c.svg"), as: UTF8.self), "keep me")
    }
}

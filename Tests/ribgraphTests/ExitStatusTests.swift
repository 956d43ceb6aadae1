import Foundation
import RibGraphTestSupport
import XCTest

/// Each failure exits with its documented status and one `ribgraph: ...` line on standard error.
final class ExitStatusTests: XCTestCase {
    private let tictactoe = SampleTraces.path("tictactoe")

    /// Runs `arguments` and checks the status, that standard output stayed empty, and returns standard error.
    private func failing(
        _ rg: RibgraphRunner, _ arguments: [String], status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try rg.run(arguments)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, [], "nothing on standard output when failing", file: file, line: line)
        return result.stderr
    }

    /// A trace with Root and OffGame whose events are `events` (JSON).
    private func trace(events: String) -> String {
        """
        {"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "Root"}, {"id": "OffGame"}],
         "events": [\(events)]}
        """
    }

    func testMissingInputIs66() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertEqual(
            try failing(rg, ["snapshot", "missing.json", "-o", "out.svg"], status: 66),
            "ribgraph: missing.json: no such file\n")
        let absolute = rg.path("nowhere/trace.json")
        XCTAssertEqual(try failing(rg, ["validate", absolute], status: 66), "ribgraph: \(absolute): no such file\n")
        XCTAssertEqual(try rg.listing(), [], "a failed run writes nothing")
    }

    func testDirectoryInputIs66() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try FileManager.default.createDirectory(atPath: rg.path("traces"), withIntermediateDirectories: false)
        XCTAssertEqual(
            try failing(rg, ["snapshot", "traces", "-o", "out.svg"], status: 66),
            "ribgraph: traces: is a directory, not a trace file\n")
    }

    func testMalformedJSONIs65WithLineAndColumn() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write("{\"format\": \"ribgraph-trace\",\n \"version\": 1 x}\n", to: "bad.json")
        let stderr = try failing(rg, ["snapshot", "bad.json", "-o", "out.svg"], status: 65)
        XCTAssertTrue(stderr.hasPrefix("ribgraph: bad.json:2:15: invalid JSON: "), stderr)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "one line: \(stderr)")
        try rg.write("", to: "empty.json")
        XCTAssertTrue(
            try failing(rg, ["validate", "empty.json"], status: 65).hasPrefix(
                "ribgraph: empty.json:1:1: invalid JSON: "))
    }

    func testUnknownRIBInEventsIs65WithJSONPath() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            trace(
                events: """
                    {"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
                    {"seq": 2, "kind": "attach", "parent": "Root", "child": "OffGam"}
                    """), to: "unknown.json")
        XCTAssertEqual(
            try failing(rg, ["snapshot", "unknown.json", "-o", "out.svg"], status: 65),
            "ribgraph: unknown.json: events[1].child: unknown RIB \"OffGam\" (did you mean \"OffGame\"?)\n")
    }

    func testReplayInconsistencyIs65NamingTheEvent() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            trace(
                events: """
                    {"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
                    {"seq": 2, "kind": "attach", "parent": "Root", "child": "OffGame"},
                    {"seq": 5, "kind": "attach", "parent": "Root", "child": "OffGame"}
                    """), to: "twice.json")
        XCTAssertEqual(
            try failing(rg, ["snapshot", "twice.json", "-o", "out.svg"], status: 65),
            "ribgraph: twice.json: events[2] (seq 5): \"OffGame\" is already attached to \"Root\"\n")
        try rg.write(
            trace(
                events: """
                    {"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
                    [2, null, "d", 0, 1]
                    """), to: "detach.json")
        XCTAssertEqual(
            try failing(rg, ["validate", "detach.json"], status: 65),
            "ribgraph: detach.json: events[1] (seq 2): detaching \"OffGame\", which is not attached\n")
    }

    func testUnknownEventIs64() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertEqual(
            try failing(rg, ["snapshot", tictactoe, "--at", "999", "-o", "out.svg"], status: 64),
            "ribgraph: \(tictactoe): no event has seq 999 (seqs run from 1 to 16)\n")
    }

    func testBadFocusIs64() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertEqual(
            try failing(rg, ["snapshot", tictactoe, "--focus", "OffGam", "-o", "out.svg"], status: 64),
            "ribgraph: --focus: no RIB \"OffGam\" in the trace (did you mean \"OffGame\"?)\n")
        XCTAssertEqual(
            try failing(rg, ["snapshot", tictactoe, "--focus", "TicTacToe", "-o", "out.svg"], status: 64),
            "ribgraph: --focus: RIB \"TicTacToe\" is not attached at this event; choose another --at\n")
    }

    func testBadOptionValuesAre64() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let direction = try failing(rg, ["snapshot", tictactoe, "--direction", "XX", "-o", "out.svg"], status: 64)
        XCTAssertTrue(direction.contains("The value 'XX' is invalid for '--direction <direction>'"), direction)
        let format = try failing(rg, ["snapshot", tictactoe, "--format", "bmp", "-o", "out.svg"], status: 64)
        XCTAssertTrue(format.contains("'bmp'"), format)
        for spelling in [["--depth=-1"], ["--depth", "-1"]] {
            let depth = try failing(rg, ["snapshot", tictactoe, "-o", "out.svg"] + spelling, status: 64)
            XCTAssertTrue(depth.contains("--depth N: N must be 0 or more, not -1"), depth)
        }
        let at = try failing(rg, ["snapshot", tictactoe, "--at", "seven", "-o", "out.svg"], status: 64)
        XCTAssertTrue(at.contains("'seven'"), at)
        let output = try failing(rg, ["snapshot", tictactoe], status: 64)
        XCTAssertTrue(output.contains("--output"), output)
        XCTAssertEqual(try rg.listing(), [])
    }

    func testUnwritableOutputIs73() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertEqual(
            try failing(rg, ["snapshot", tictactoe, "-o", "no-such-folder/out.svg"], status: 73),
            "ribgraph: no-such-folder/out.svg: cannot write output: its folder does not exist\n")
        try FileManager.default.createDirectory(atPath: rg.path("out.svg"), withIntermediateDirectories: false)
        XCTAssertEqual(
            try failing(rg, ["snapshot", tictactoe, "-o", "out.svg"], status: 73),
            "ribgraph: out.svg: cannot write output: is a directory\n")
        XCTAssertEqual(try rg.listing(), ["out.svg"])
        XCTAssertEqual(try rg.listing("out.svg"), [], "nothing was written into the directory")
    }
}

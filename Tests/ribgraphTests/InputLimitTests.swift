import Foundation
import RibGraphTestSupport
import XCTest

/// Inputs are read whatever they are (files, pipes, FIFOs, standard input) and never past the documented
/// limits, which flags raise; every limit is a clear exit 65 naming the input, the place and the flag.
final class InputLimitTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("tictactoe"))).write(
            to: URL(fileURLWithPath: rg.path("t.json")))
    }

    override func tearDown() { rg.tearDown() }

    func testAFIFOAndProcessSubstitutionAreReadLikeFiles() throws {
        let fifo = rg.path("fifo.json")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat t.json > fifo.json"]
        writer.currentDirectoryURL = rg.folder
        try writer.run()
        let viaFIFO = try rg.run(["validate", "fifo.json"])
        writer.waitUntilExit()
        XCTAssertEqual(viaFIFO.status, 0, viaFIFO.stderr)
        XCTAssertEqual(
            viaFIFO.stdoutText, "fifo.json: ok: 7 RIBs, 16 events, 4 attached at the end, 6 dependency edges\n")

        let binary = try RibgraphRunner.binary().path
        let viaPipe = try rg.run(
            ["-c", "\"$0\" diff t.json <(cat t.json) -o - --format markdown", binary], program: "/bin/bash")
        XCTAssertEqual(viaPipe.status, 0, viaPipe.stderr)
        XCTAssertTrue(viaPipe.stdoutText.contains("No changes"), viaPipe.stdoutText)
    }

    func testAnInputLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let big =
            String(repeating: " ", count: 2 << 20) + (try String(contentsOfFile: rg.path("t.json"), encoding: .utf8))
        try rg.write(big, to: "big.json")
        let refused = try rg.run(["validate", "big.json", "--max-input-size", "1"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(
            refused.stderr,
            "ribgraph: big.json: 2 MiB is larger than the 1 MiB ribgraph reads (raise it with --max-input-size)\n")
        let redirected = try rg.run(["metrics", "-", "--max-input-size", "1"], input: Array(big.utf8))
        XCTAssertEqual(redirected.status, 65)
        XCTAssertEqual(
            redirected.stderr,
            "ribgraph: standard input: 2 MiB is larger than the 1 MiB ribgraph reads (raise it with --max-input-size)\n"
        )
        // A pipe has no size to look at: reading stops at the limit.
        let binary = try RibgraphRunner.binary().path
        let piped = try rg.run(
            ["-c", "cat big.json | \"$0\" metrics - --max-input-size 1", binary], program: "/bin/sh")
        XCTAssertEqual(piped.status, 65)
        XCTAssertEqual(
            piped.stderr,
            "ribgraph: standard input: it is larger than the 1 MiB ribgraph reads (raise it with --max-input-size)\n")
        XCTAssertEqual(try rg.run(["validate", "big.json", "--max-input-size", "3"]).status, 0)
    }

    func testAStringLongerThanTheLimitNamesItsPlace() throws {
        var trace =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: rg.path("t.json"))))
            as! [String: Any]
        var ribs = trace["ribs"] as! [[String: Any]]
        ribs[2]["name"] = String(repeating: "Ω", count: 10_000)
        trace["ribs"] = ribs
        try JSONSerialization.data(withJSONObject: trace).write(to: URL(fileURLWithPath: rg.path("long.json")))
        for arguments in [["validate", "long.json"], ["snapshot", "long.json", "-o", "long.svg"]] {
            let refused = try rg.run(arguments)
            XCTAssertEqual(refused.status, 65, "\(arguments)")
            XCTAssertEqual(
                refused.stderr,
                "ribgraph: long.json: ribs[2].name: a string of 19.5 KiB, longer than the 16 KiB "
                    + "allowed (raise it with --max-name-length)\n")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: rg.path("long.svg")))
        let raised = try rg.run(["snapshot", "long.json", "-o", "long.svg", "--max-name-length", "20000"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
        XCTAssertTrue(
            try String(contentsOfFile: rg.path("long.svg"), encoding: .utf8).contains(
                String(repeating: "Ω", count: 10_000)))
    }

    func testNestingDeeperThanTheLimitIsRefusedAndTheFlagRaisesIt() throws {
        let nested = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        try rg.write(
            #"{"format": "ribgraph-trace", "version": 1, "x": \#(nested), "ribs": [], "events": []}"#, to: "deep.json")
        let refused = try rg.run(["validate", "deep.json"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(
            refused.stderr.hasSuffix("nested more than 256 levels deep (raise it with --max-nesting)\n"), refused.stderr
        )
        let raised = try rg.run(["validate", "deep.json", "--max-nesting", "400"])
        XCTAssertEqual(raised.status, 65)
        XCTAssertTrue(raised.stderr.contains("deep.json: x: unknown key"), raised.stderr)
        XCTAssertEqual(try rg.run(["validate", "deep.json", "--max-nesting", "5000"]).status, 64)
    }

    func testALimitMustBePositive() throws {
        let result = try rg.run(["metrics", "t.json", "--max-name-length", "0"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--max-name-length must be a positive number of bytes"), result.stderr)
    }
}

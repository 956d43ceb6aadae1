import Foundation
import RibGraphTestSupport
import XCTest

/// A failing run leaves an existing output byte-for-byte as it was and no temporary file behind.
final class AtomicOutputTests: XCTestCase {
    private let tictactoe = SampleTraces.path("tictactoe")
    private let precious = Array("precious bytes\nfrom an earlier run\n".utf8)

    /// Runs `arguments`, expecting `status`, then checks that `out.svg` and the folder are unchanged.
    private func assertUntouched(
        _ rg: RibgraphRunner, _ arguments: [String], status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try rg.listing()
        let result = try rg.run(arguments)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(try rg.read("out.svg"), precious, "out.svg changed after \(arguments)", file: file, line: line)
        XCTAssertEqual(try rg.listing(), before, "files left behind by \(arguments)", file: file, line: line)
    }

    func testFailingRunsKeepTheExistingOutput() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Data(precious).write(to: URL(fileURLWithPath: rg.path("out.svg")))
        try rg.write("{\"format\": \"ribgraph-trace\", \"version\": 1, \"ribs\": [", to: "truncated.json")
        try assertUntouched(rg, ["snapshot", "truncated.json", "-o", "out.svg"], status: 65)
        try assertUntouched(rg, ["snapshot", "missing.json", "-o", "out.svg"], status: 66)
        try assertUntouched(rg, ["snapshot", tictactoe, "--at", "999", "-o", "out.svg"], status: 64)
        try assertUntouched(rg, ["snapshot", tictactoe, "--focus", "Nobody", "-o", "out.svg"], status: 64)
        try assertUntouched(rg, ["snapshot", tictactoe, "--direction", "XX", "-o", "out.svg"], status: 64)
        // The output's folder is a file, so nothing can be created beside the target.
        try assertUntouched(rg, ["snapshot", tictactoe, "-o", "out.svg/inner.svg"], status: 73)
        try assertUntouched(rg, ["snapshot", tictactoe, "-o", "gone/out.svg"], status: 73)
    }

    func testReadOnlyFolderKeepsTheExistingOutput() throws {
        try XCTSkipIf(geteuid() == 0, "root writes into read-only folders")
        let rg = try RibgraphRunner()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: rg.folder.path)
            rg.tearDown()
        }
        try Data(precious).write(to: URL(fileURLWithPath: rg.path("out.svg")))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: rg.folder.path)
        try assertUntouched(rg, ["snapshot", tictactoe, "-o", rg.path("out.svg")], status: 73)
    }

    func testSuccessfulRunReplacesTheOutputWhole() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        // Far longer than the new picture: an overwrite in place would leave its tail behind.
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        try Data(long).write(to: URL(fileURLWithPath: rg.path("out.dot")))
        let result = try rg.run(["snapshot", tictactoe, "-o", "out.dot"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = try rg.run(["snapshot", tictactoe, "--format", "dot", "-o", "-"])
        XCTAssertTrue(expected.stdoutText.hasPrefix("digraph ribgraph {"))
        XCTAssertEqual(try rg.read("out.dot"), expected.stdout, "the file holds exactly the new picture")
        XCTAssertEqual(try rg.listing(), ["out.dot"], "no temporary file is left beside the output")
    }
}

import Foundation
import RibGraphTestSupport
import XCTest

/// Issue 20, serve items 2 and 3 (unbounded rendering, memory per load): the page is drawn once per
/// change of the file and shared by every load, also by loads that arrive together.
final class ServeRenderingTests: ServeTestCase {
    /// `count` page loads at once; their answers.
    private func loadTogether(_ server: ServeProcess, _ count: Int) -> [HTTPAnswer] {
        let answers = Answers()
        let port = server.port, request = server.request(server.pageTarget)
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            answers.add((try? LoopbackClient.exchange(port: port, request)) ?? HTTPAnswer([]))
        }
        return answers.all
    }

    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [HTTPAnswer] = []
        func add(_ answer: HTTPAnswer) { lock.withLock { list.append(answer) } }
        var all: [HTTPAnswer] { lock.withLock { list } }
    }

    func testConcurrentLoadsShareOneDrawingPerChangeOfTheFile() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let first = loadTogether(server, 12)
        XCTAssertEqual(first.map(\.status), Array(repeating: 200, count: 12))
        XCTAssertEqual(Set(first.map(\.body)).count, 1, "every load gets the same page")
        XCTAssertTrue(first[0].text.contains("rib&#45;LoggedOut"))
        XCTAssertEqual(server.drawings.count, 1, server.standardError)

        try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("vertical")))
            .write(to: runner.folder.appendingPathComponent("t.json"), options: .atomic)
        let second = loadTogether(server, 6)
        XCTAssertEqual(second.map(\.status), Array(repeating: 200, count: 6))
        XCTAssertEqual(Set(second.map(\.body)).count, 1)
        XCTAssertNotEqual(second[0].body, first[0].body, "the change is drawn")
        XCTAssertEqual(server.drawings.count, 2, server.standardError)
        _ = loadTogether(server, 4)
        XCTAssertEqual(server.drawings.count, 2, "an unchanged file is not drawn again")
    }

    #if os(Linux)
    /// The resident memory of `pid` in KiB, from /proc.
    private func residentKiB(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try XCTUnwrap(Int(line.split(separator: " ")[1]))
    }

    func testMemoryDoesNotGrowWithPageLoads() throws {
        try Data(
            contentsOf: URL(fileURLWithPath: packageRoot.appendingPathComponent("samples/superapp/base.json").path)
        )
        .write(to: runner.folder.appendingPathComponent("t.json"))
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        for _ in 0..<20 { XCTAssertEqual(try server.exchange(server.request(server.pageTarget)).status, 200) }
        let before = try residentKiB(server.process.processIdentifier)
        for _ in 0..<300 { _ = try server.exchange(server.request(server.pageTarget)) }
        let after = try residentKiB(server.process.processIdentifier)
        XCTAssertEqual(server.drawings.count, 1, server.standardError)
        XCTAssertLessThan(after - before, 10 << 10, "grew from \(before) KiB to \(after) KiB over 300 loads")
    }
    #endif
}

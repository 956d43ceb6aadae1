import Foundation
import RibGraphTestSupport
import XCTest

/// Issue 20, item 12: `frames` bounds the bytes it writes, not only the number of frames.
final class FramesByteBudgetTests: XCTestCase {
    private func size(of folder: URL) throws -> Int {
        // What frames writes (the frames and index.html), not the hidden marker of a ribgraph output folder.
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.reduce(0) {
            total, name in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            return total + ((attributes[.size] as? Int) ?? 0)
        }
    }

    func testARunPastTheByteBudgetIsRefusedBeforeWritingAndOneWithinItStaysWithinIt() throws {
        let runner = try RibgraphRunner()
        defer { runner.tearDown() }
        let whole = try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "all"])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let total = try size(of: runner.folder.appendingPathComponent("all"))

        let refused = try runner.run([
            "frames", SampleTraces.path("tictactoe"), "-o", "small", "--max-bytes", String(total / 2),
        ])
        XCTAssertEqual(refused.status, 64, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--max-bytes \(total / 2): frame "), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("nothing was written"), refused.stderr)
        XCTAssertFalse(try runner.listing().contains("small"), "nothing is written past the budget")

        let exact = try runner.run([
            "frames", SampleTraces.path("tictactoe"), "-o", "exact", "--max-bytes", String(total),
        ])
        XCTAssertEqual(exact.status, 0, exact.stderr)
        XCTAssertLessThanOrEqual(try size(of: runner.folder.appendingPathComponent("exact")), total)
        let short = try runner.run([
            "frames", SampleTraces.path("tictactoe"), "-o", "short", "--max-bytes", String(total - 1),
        ])
        XCTAssertEqual(short.status, 64, "one byte short of the whole run: \(short.stderr)")
    }
}

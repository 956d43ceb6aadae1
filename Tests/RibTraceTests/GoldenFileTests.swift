import Foundation
import RibGraphTestSupport
import XCTest

/// The golden-file assert every test target uses: what it accepts, what it reports, and what recording does.
final class GoldenFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func golden(_ text: String) throws -> URL {
        let url = folder.appendingPathComponent("golden.txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func mismatch(
        _ actual: String, _ url: URL, comparing normalize: ((String) -> String)? = nil,
        recording: Bool = false
    ) -> String? {
        GoldenFile.mismatch(
            Array(actual.utf8), golden: url, name: "golden.txt", comparing: normalize, regenerate: "`make docs`",
            recording: recording)
    }

    func testEqualBytesMatchAndADifferenceIsShownLineByLine() throws {
        let url = try golden("a\nb\nc\n")
        XCTAssertNil(mismatch("a\nb\nc\n", url))
        XCTAssertEqual(
            mismatch("a\nB\nc\n", url),
            """
            golden.txt is stale: run the tests with RIBGRAPH_RECORD=1 (or `make docs`) to rewrite it, and look at the result
            - b
            + B
            """)
        XCTAssertNotNil(mismatch("a\nb\nc", url), "a missing final newline is a difference in bytes")
    }

    func testComparingComparesNormalizedTextOnly() throws {
        let url = try golden("x=1.5\n")
        let masked: (String) -> String = {
            $0.replacingOccurrences(of: #"[0-9.]+"#, with: "#", options: .regularExpression)
        }
        XCTAssertNil(mismatch("x=2.25\n", url, comparing: masked))
        let difference = mismatch("y=2.25\n", url, comparing: masked).map {
            Array($0.components(separatedBy: "\n").dropFirst())
        }
        XCTAssertEqual(difference, ["- x=#", "+ y=#"])
    }

    func testAMissingGoldenFileFails() {
        XCTAssertEqual(
            mismatch("a\n", folder.appendingPathComponent("missing.txt")),
            "no golden file golden.txt: run the tests with RIBGRAPH_RECORD=1 (or `make docs`) to rewrite it, and look at the result"
        )
    }

    func testRecordingWritesTheExactBytesAndStillFails() throws {
        let url = folder.appendingPathComponent("new/golden.txt")
        XCTAssertEqual(
            mismatch("x=2.25\n", url, comparing: { _ in "" }, recording: true),
            "recorded golden.txt (RIBGRAPH_RECORD=1): look at `git diff golden.txt`, then run the tests again without RIBGRAPH_RECORD"
        )
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "x=2.25\n")
        XCTAssertNil(mismatch("x=2.25\n", url))
    }
}

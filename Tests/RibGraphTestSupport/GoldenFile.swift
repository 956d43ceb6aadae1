import Foundation
import XCTest

/// The one way a test compares what the code produces with a checked-in file (a golden file).
///
/// With `RIBGRAPH_RECORD=1` in the environment, `assertGoldenFile` writes what the code produced over the
/// golden file and fails, saying so: a recording run never passes, so a rewritten file is looked at
/// (`git diff`) before it is committed.
public enum GoldenFile {
    /// The environment variable that turns recording on.
    public static let recordVariable = "RIBGRAPH_RECORD"

    /// Whether this run rewrites golden files instead of comparing with them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The lines that differ, golden ones marked `-` and produced ones `+`, at most `limit` of them.
    static func difference(golden: String, actual: String, limit: Int = 40) -> String {
        let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // In file order: each golden line removed just before what replaces it.
        let changes = actualLines.difference(from: goldenLines).map { change -> (Int, Int, String) in
            switch change {
            case .remove(let offset, let line, _): return (offset, 0, "- \(line)")
            case .insert(let offset, let line, _): return (offset, 1, "+ \(line)")
            }
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        let shown = changes.prefix(limit).joined(separator: "\n")
        return changes.count > limit ? shown + "\n… and \(changes.count - limit) more lines" : shown
    }

    /// What is wrong with `actual` against the golden file at `url` (`name` in messages), or nil when it
    /// matches; when `recording`, writes `actual` to `url` first and says it did.
    public static func mismatch(
        _ actual: [UInt8], golden url: URL, name: String, comparing normalize: ((String) -> String)?,
        regenerate: String?, recording: Bool
    ) -> String? {
        if recording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual).write(to: url)
                return "recorded \(name) (\(recordVariable)=1): look at `git diff \(name)`, then run the tests again "
                    + "without \(recordVariable)"
            } catch {
                return "cannot record \(name): \(error)"
            }
        }
        let rewrite =
            "run the tests with \(recordVariable)=1" + (regenerate.map { " (or \($0))" } ?? "")
            + " to rewrite it, and look at the result"
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            return "no golden file \(name): \(rewrite)"
        }
        let actualText = String(decoding: actual, as: UTF8.self)
        let expectedText = String(decoding: expected, as: UTF8.self)
        if let normalize {
            guard normalize(actualText) != normalize(expectedText) else { return nil }
            return "\(name) is stale: \(rewrite)\n"
                + difference(golden: normalize(expectedText), actual: normalize(actualText))
        }
        guard actual != [UInt8](expected) else { return nil }
        return "\(name) is stale: \(rewrite)\n" + difference(golden: expectedText, actual: actualText)
    }
}

/// Asserts that `actual` matches the golden file at `golden` (a path from the package root).
///
/// Without `comparing` the bytes must be equal. With it, both sides are read as UTF-8 and compared after
/// `comparing` (say, with numbers that depend on fonts masked); the golden file still holds the exact bytes a
/// recording wrote. `regenerate` names another way to rewrite the file (`make docs`), shown beside
/// `RIBGRAPH_RECORD=1` when they differ; `message` follows the difference. A missing golden file fails, as a
/// differing one does.
public func assertGoldenFile(
    _ actual: [UInt8], _ golden: String, comparing normalize: ((String) -> String)? = nil,
    regenerate: String? = nil, message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let problem = GoldenFile.mismatch(
        actual, golden: packageRoot.appendingPathComponent(golden), name: golden,
        comparing: normalize, regenerate: regenerate, recording: GoldenFile.isRecording)
    if let problem {
        XCTFail([problem, message()].filter { !$0.isEmpty }.joined(separator: "\n"), file: file, line: line)
    }
}

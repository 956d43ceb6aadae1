import Foundation
import XCTest

@testable import RibTrace

/// Shared helpers: decoding strings, asserting exact error messages, and printing trees.
enum Fixture {
    /// Decodes `json` as UTF-8, naming it `app.json`.
    static func decode(_ json: String, file: String = "app.json") throws -> Trace {
        try TraceDecoder().decode(Array(json.utf8), file: file)
    }

    /// A minimal valid trace document with the given `ribs` and `events` JSON and any extra top-level members.
    static func trace(ribs: String = #"[{"id": "Root"}]"#, events: String = "[]", extra: String = "") -> String {
        #"{"format": "ribgraph-trace", "version": 1, "ribs": \#(ribs), "events": \#(events)\#(extra)}"#
    }

    /// `ribs` JSON for the given ids.
    static func ribs(_ ids: [String]) -> String {
        "[" + ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ") + "]"
    }
}

/// Asserts that decoding `bytes` fails with an ``InputError`` whose description is exactly `expected`.
func assertDecodeError(
    _ bytes: [UInt8], _ expected: String, file: String = "app.json",
    _ message: String = "", sourceFile: StaticString = #filePath, line: UInt = #line
) {
    do {
        let trace = try TraceDecoder().decode(bytes, file: file)
        XCTFail(
            "decoded without error (\(trace.ribs.count) ribs) but expected: \(expected) \(message)",
            file: sourceFile, line: line)
    } catch let error as InputError {
        XCTAssertEqual(error.description, expected, message, file: sourceFile, line: line)
    } catch {
        XCTFail("threw \(type(of: error)) \(error), not an InputError", file: sourceFile, line: line)
    }
}

/// Asserts that decoding the UTF-8 of `json` fails with exactly `expected`.
func assertDecodeError(
    _ json: String, _ expected: String, file: String = "app.json",
    _ message: String = "", sourceFile: StaticString = #filePath, line: UInt = #line
) {
    assertDecodeError(Array(json.utf8), expected, file: file, message, sourceFile: sourceFile, line: line)
}

/// Asserts that `body` throws an ``InputError`` whose description is exactly `expected`.
func assertTraceError<T>(
    _ expected: String, sourceFile: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> T
) {
    do {
        _ = try body()
        XCTFail("no error, expected: \(expected)", file: sourceFile, line: line)
    } catch let error as InputError {
        XCTAssertEqual(error.description, expected, file: sourceFile, line: line)
    } catch {
        XCTFail("threw \(type(of: error)) \(error), not an InputError", file: sourceFile, line: line)
    }
}

extension RibTree {
    /// The attached forest as text, e.g. `Root(LoggedIn(OffGame(BasicScoreBoard)))`; several roots are
    /// separated by ` | `. Also checks that `parent`, `isAttached` and `children` agree with each other.
    func render(_ ribs: [RIB], sourceFile: StaticString = #filePath, line: UInt = #line) -> String {
        var reached = Set<Int>()
        func node(_ index: Int, parent expected: Int?) -> String {
            reached.insert(index)
            XCTAssertTrue(
                isAttached[index], "\(ribs[index].id) is reachable but not attached", file: sourceFile, line: line)
            XCTAssertEqual(parent[index], expected, "parent of \(ribs[index].id)", file: sourceFile, line: line)
            let kids = children[index].map { node($0, parent: index) }
            return kids.isEmpty ? ribs[index].id : "\(ribs[index].id)(\(kids.joined(separator: ", ")))"
        }
        let text = roots.map { node($0, parent: nil) }.joined(separator: " | ")
        for index in ribs.indices where !reached.contains(index) {
            XCTAssertFalse(
                isAttached[index], "\(ribs[index].id) is attached but unreachable", file: sourceFile, line: line)
            XCTAssertNil(parent[index], "\(ribs[index].id) is detached but has a parent", file: sourceFile, line: line)
            XCTAssertEqual(
                children[index], [], "\(ribs[index].id) is detached but has children", file: sourceFile, line: line)
        }
        XCTAssertEqual(attachedCount, reached.count, file: sourceFile, line: line)
        return text
    }
}

import Foundation
import XCTest

@testable import RibTrace

/// The trace's events as `+Parent/Child` (attach), `-Parent/Child` (detach), `+Root` (launch).
func eventLines(_ trace: Trace) -> [String] {
    trace.events.map { event in
        let sign = event.kind == .attach ? "+" : "-"
        let child = trace.ribs[event.child].id
        return sign + (event.parent.map { trace.ribs[$0].id + "/" } ?? "") + child
    }
}

/// The tree after replaying all of `trace`'s events, as `Root(Child(Grandchild), Child2)`; roots joined by `; `.
func replayedTree(_ trace: Trace, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "probe")).tree()
    func describe(_ node: Int) -> String {
        let children = tree.children[node]
        let id = trace.ribs[node].id
        return children.isEmpty ? id : id + "(" + children.map(describe).joined(separator: ", ") + ")"
    }
    return tree.roots.map(describe).joined(separator: "; ")
}

/// Writes `trace`'s probe to a temporary file, decodes it with RibTrace and returns the decoded trace.
func roundTrip(_ write: (URL) throws -> Void) throws -> Trace {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("probe-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try write(url)
    return try TraceDecoder().decode(contentsOfFile: url.path)
}

/// `trace`'s records as sorted lines, for comparing sets of findings.
func lines<T>(_ items: [T], _ describe: (T) -> String) -> [String] {
    items.map(describe).sorted()
}

/// Hands app objects to `DispatchQueue.concurrentPerform`'s closure; the test keeps the threads from
/// touching the objects themselves (only the probe reads them, under its lock).
final class Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

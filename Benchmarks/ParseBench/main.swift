import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

// The floor under `ribgraph scan`'s time: SwiftParser alone parsing the same `.swift` files, on every core as
// the scan does, and nothing else. `make bench` prints it beside the scan's time.
//
//     ParseBench FOLDER     prints "parse: N files in M ms" on standard error

/// Parses every file on every core; the sum of top-level statements keeps the trees observable, so the
/// parse is not optimized away.
func parseAll(_ paths: [String]) -> Int {
    let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: paths.count)
    counts.initialize(repeating: 0)
    defer { counts.deallocate() }
    nonisolated(unsafe) let slots = counts
    DispatchQueue.concurrentPerform(iterations: paths.count) { number in
        guard let data = FileManager.default.contents(atPath: paths[number]) else { return }
        slots[number] = [UInt8](data).withUnsafeBufferPointer { Parser.parse(source: $0) }.statements.count
    }
    return counts.reduce(0, +)
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: ParseBench FOLDER\n".utf8))
    exit(64)
}
let root = CommandLine.arguments[1]
let start = DispatchTime.now()
var paths: [String] = []
if let walker = FileManager.default.enumerator(atPath: root) {
    for case let path as String in walker where path.hasSuffix(".swift") { paths.append("\(root)/\(path)") }
}
let statements = parseAll(paths)
let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
FileHandle.standardError.write(
    Data("parse: \(paths.count) files in \(elapsed) ms (\(statements) top-level statements)\n".utf8))

import Dispatch
import Foundation
import SwiftParser

// The floor under `ribgraph scan`'s time: SwiftParser alone parsing the same `.swift` files, on every core as
// the scan does, and nothing else. `make bench` prints it beside the scan's time.
//
//     ParseBench FOLDER     prints "parse: N files in M ms" on standard error

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
let nodes = UnsafeMutableBufferPointer<Int>.allocate(capacity: paths.count)
nodes.initialize(repeating: 0)
DispatchQueue.concurrentPerform(iterations: paths.count) { number in
    guard let data = FileManager.default.contents(atPath: paths[number]) else { return }
    let tree = [UInt8](data).withUnsafeBufferPointer { Parser.parse(source: $0) }
    // Keep the tree observable, so the parse is not optimized away.
    nodes[number] = tree.statements.count
}
let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
FileHandle.standardError.write(Data("parse: \(paths.count) files in \(elapsed) ms (\(nodes.reduce(0, +)) top-level statements)\n".utf8))

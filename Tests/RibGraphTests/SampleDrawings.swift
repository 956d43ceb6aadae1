import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// The snapshot stages run on the traces in `samples/`, for the drawing tests.
extension SampleTraces {
    /// The scene of `trace` with `options`, named `file` in the title.
    static func scene(of trace: Trace, file: String = "trace.json", options: SnapshotOptions = SnapshotOptions()) throws
        -> Scene
    {
        let snapshot = Snapshot(trace: LoadedTrace(trace, source: file), options: options)
        return try snapshot.scene(of: try snapshot.tree())
    }

    /// The scene of the sample called `name` with `options`.
    static func scene(_ name: String, options: SnapshotOptions = SnapshotOptions()) throws -> Scene {
        try scene(of: try trace(name), file: path(name), options: options)
    }

    /// The rendered bytes of the sample called `name`.
    static func render(_ name: String, format: OutputFormat, options: SnapshotOptions = SnapshotOptions()) throws
        -> [UInt8]
    {
        try Snapshot(trace: LoadedTrace(try trace(name), source: path(name)), options: options).render(format: format)
            .bytes
    }

    /// The rendered text of the sample called `name` (SVG or DOT).
    static func renderText(_ name: String, format: OutputFormat, options: SnapshotOptions = SnapshotOptions()) throws
        -> String
    {
        let bytes = try render(name, format: format, options: options)
        return try XCTUnwrap(String(bytes: bytes, encoding: .utf8), "\(format) output is not UTF-8")
    }
}

extension Scene {
    /// The node keys, in scene order.
    var keys: [String] { nodes.map(\.key) }

    /// The index of the node with `key`.
    func index(of key: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try XCTUnwrap(nodes.firstIndex { $0.key == key }, "no node \(key) in \(keys)", file: file, line: line)
    }

    /// Every parent → child pair as node keys, in order.
    var treeEdges: [String] {
        children.enumerated().flatMap { parent, kids in kids.map { "\(nodes[parent].key) -> \(nodes[$0].key)" } }
    }

    /// Every dependency link as "provider -> consumer: Dependency".
    var dependencyEdges: [String] {
        dependencies.map { "\(nodes[$0.provider].key) -> \(nodes[$0.consumer].key): \($0.dependency)" }
    }
}

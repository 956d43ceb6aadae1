import Foundation
import RibGraph
import RibTrace

// The cost of routing every edge around the boxes, apart from the rest of a snapshot: for each trace, its
// scene and tidy-tree layout are built once, then SceneRoutes runs three times and the fastest run counts.
// `make bench` prints it beside Graphviz's own obstacle-avoiding routing on the same positions.
//
//     RouteBench TRACE...     prints one JSON object a line: file, nodes, edges, seconds

guard CommandLine.arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: RouteBench TRACE...\n".utf8))
    exit(64)
}
for path in CommandLine.arguments.dropFirst() {
    do {
        let loaded = LoadedTrace(try TraceDecoder().decode(contentsOfFile: path), source: path)
        let snapshot = Snapshot(trace: loaded, options: SnapshotOptions(layout: .tree))
        let scene = try snapshot.scene(of: try snapshot.tree())
        guard let layout = snapshot.layout(of: scene) else { continue }
        var fastest = Double.infinity
        var edges = 0
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let routes = SceneRoutes(scene: scene, layout: layout)
            let elapsed = ContinuousClock.now - start
            edges = routes.count
            fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let file = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)
        print(#"{"file": \#(file), "nodes": \#(scene.nodes.count), "edges": \#(edges), "seconds": \#(fastest)}"#)
    } catch {
        FileHandle.standardError.write(Data("RouteBench: \(path): \(error)\n".utf8))
        exit(1)
    }
}

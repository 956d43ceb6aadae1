import Foundation
import RibGraph
import RibOutput
import RibTrace

// The cost of routing every edge around the boxes, apart from the rest of a snapshot: for each trace, its
// scene is built once, then its tidy-tree layout (which routes once more to make each gap deep enough for its
// lanes, issue 42) and SceneRoutes (lanes, their order and the labels' room included) run three times each, and
// the fastest run of each counts. `make bench` prints them beside Graphviz's own obstacle-avoiding routing on
// the same positions.
//
//     RouteBench TRACE...     prints one JSON object a line: file, nodes, edges, seconds, layout_seconds

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

guard CommandLine.arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: RouteBench TRACE...\n".utf8))
    exit(64)
}
for path in CommandLine.arguments.dropFirst() {
    do {
        let loaded = LoadedTrace(try TraceDecoder().decode(contentsOfFile: path), source: path)
        let snapshot = Snapshot(trace: loaded, options: SnapshotOptions(layout: .tree))
        let scene = try snapshot.scene(of: try snapshot.tree())
        var fastestLayout = Double.infinity
        var laidOut = try snapshot.layout(of: scene, format: .svg)
        for _ in 0..<3 {
            let start = ContinuousClock.now
            laidOut = try snapshot.layout(of: scene, format: .svg)
            fastestLayout = min(fastestLayout, seconds(ContinuousClock.now - start))
        }
        guard let layout = laidOut else { continue }
        var fastest = Double.infinity
        var edges = 0
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let routes = SceneRoutes(scene: scene, layout: layout)
            fastest = min(fastest, seconds(ContinuousClock.now - start))
            edges = routes.count
        }
        let file = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)
        print(
            #"{"file": \#(file), "nodes": \#(scene.nodes.count), "edges": \#(edges), "seconds": \#(fastest), "#
                + #""layout_seconds": \#(fastestLayout)}"#)
    } catch {
        FileHandle.standardError.write(Data("RouteBench: \(path): \(error)\n".utf8))
        exit(1)
    }
}

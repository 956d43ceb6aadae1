import Foundation
import RibAnalysis
import RibTrace

/// One scan, indexed once for every query: the trace, its graph of RIB types, each type's declaration as an
/// absolute path and its depths. ``RIBType``, ``RIBRoute`` and ``RIBDependencyProperty`` are views into it.
final class ScannedApp: Sendable {
    /// The scan's trace (origin `.source`).
    let trace: Trace
    /// The graph of RIB types its routes make, with its spanning tree.
    let tree: RouteGraph
    /// The trace's metrics over that graph, as `ribgraph metrics` reports them.
    let metrics: TreeMetrics
    /// Each RIB's index by id.
    let indexByID: [String: Int]
    /// Each RIB's declaration (its builder, else its router), absolute; nil when the scan did not say.
    let declarations: [Declaration?]
    /// The screens a user passes from the root to each RIB, along its first shortest path (`max-navigation-depth`'s
    /// count); 0 for a RIB no root reaches.
    let navigationDepths: [Int]
    /// Each RIB's routes from its parents, in route order.
    let routesInto: [[Int]]
    /// The folder the scan ran in, which the trace's relative paths start from.
    let folder: String
    /// Every Dependency property of every edge, as (edge, property) indices, in the trace's order.
    let properties: [(edge: Int, property: Int)]

    /// Where a RIB, route or property is declared: the absolute path (for the IDE, whatever folder the test runs
    /// in) and the line.
    struct Declaration: Sendable, Hashable {
        var absolutePath: String
        var line: Int
    }

    /// Indexes `trace`, resolving its relative paths against `folder` (the folder the scan ran in).
    init(trace: Trace, folder: String) throws {
        self.trace = trace
        self.folder = folder
        properties = trace.dependencies.enumerated().flatMap { edge, dependency in
            dependency.properties.indices.map { (edge, $0) }
        }
        tree = RouteGraph(routesOf: trace)
        metrics = TreeMetrics(trace: trace, tree: tree)
        indexByID = Dictionary(trace.ribs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        declarations = trace.ribs.map { Self.declaration($0.declaredIn, folder: folder) }
        navigationDepths = RouteShowing(trace).screenDepths(of: tree, in: trace, preorder: tree.preorder)
        var routesInto = [[Int]](repeating: [], count: trace.ribs.count)
        for (index, route) in trace.routes.enumerated() {
            if let child = indexByID[route.child] { routesInto[child].append(index) }
        }
        self.routesInto = routesInto
    }

    /// `path:line` as a scan writes it, with the path made absolute against `folder`.
    static func declaration(_ text: String?, folder: String) -> Declaration? {
        guard let text, let location = RibTrace.SourceLocation(text) else { return nil }
        let absolute =
            location.path.hasPrefix("/")
            ? location.path : URL(fileURLWithPath: location.path, relativeTo: URL(fileURLWithPath: folder)).path
        return Declaration(absolutePath: URL(fileURLWithPath: absolute).standardizedFileURL.path, line: location.line)
    }
}

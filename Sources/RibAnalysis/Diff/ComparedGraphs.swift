import RibTrace

/// The two graphs of RIB types that a diff of two scans compares (``TreeDiff/graphs``). Only such a diff has
/// them: with them, changes are listed once per RIB type and route (``GraphChangeFinder``), the texts count RIB
/// types and routes, and the pictures and Mermaid graphs draw the routes added and removed. A diff where either
/// side is a recording compares trees and has none.
public struct ComparedGraphs: Sendable, Equatable {
    /// BASE's graph, under HEAD's ids (``RIBMatching/aligned``).
    public let base: RouteGraph
    /// HEAD's graph.
    public let head: RouteGraph

    /// The graphs of two scans.
    public init(base: RouteGraph, head: RouteGraph) {
        self.base = base
        self.head = head
    }

    /// The pair, when both sides of a diff are scans' graphs; nil when either is a recording's tree.
    init?(base: any RibTree, head: any RibTree) {
        guard let base = base as? RouteGraph, let head = head as? RouteGraph else { return nil }
        self.base = base
        self.head = head
    }
}

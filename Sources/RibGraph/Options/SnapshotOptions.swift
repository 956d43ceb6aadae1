import RibTrace

/// What a snapshot shows and how: the event, direction, dependency detail, focus and depth, layout engine.
public struct SnapshotOptions: Sendable, Equatable {
    /// How much of the Component-to-Dependency graph to draw.
    public enum Dependencies: String, Sendable, CaseIterable {
        /// Only the tree.
        case none
        /// One dashed edge per Dependency, labelled with the protocol.
        case edges
        /// As `edges`, with each property and the component that provides it.
        case properties
    }

    /// Who places the nodes.
    public enum Layout: String, Sendable, CaseIterable {
        /// ribgraph's tidy tree, pinned: fast, stable across frames.
        case tree
        /// Graphviz's dot ranks the graph itself.
        case dot
    }

    /// The event to show (its seq); nil shows the tree after the last event.
    public var seq: Int?
    public var direction: LayoutDirection
    public var dependencies: Dependencies
    /// Draw only this RIB's subtree and its path to the root.
    public var focus: String?
    /// Collapse RIBs deeper than this many levels below a root into a "+k more" node.
    public var depth: Int?
    public var layout: Layout
    /// Whether to draw the legend that tells viewful from viewless RIBs.
    public var legend: Bool

    /// Creates options; the defaults draw the whole final tree top to bottom with dependency edges.
    public init(seq: Int? = nil, direction: LayoutDirection = .topToBottom, dependencies: Dependencies = .edges,
                focus: String? = nil, depth: Int? = nil, layout: Layout = .tree, legend: Bool = true) {
        self.seq = seq
        self.direction = direction
        self.dependencies = dependencies
        self.focus = focus
        self.depth = depth
        self.layout = layout
        self.legend = legend
    }
}

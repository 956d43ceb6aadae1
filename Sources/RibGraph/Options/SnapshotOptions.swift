import RibAnalysis
import RibTrace

/// What a snapshot shows and how: the event, direction, dependency detail, focus and depth, layout engine.
public struct SnapshotOptions: Sendable, Equatable {
    /// How much of the Component-to-Dependency graph to draw.
    public enum Dependencies: String, Sendable, CaseIterable {
        /// Only the tree.
        case none
        /// One dashed edge per Dependency that the tree does not already say: its provider is not the
        /// consumer's parent RIB (a wrapper passing its parent's component through, an adapter, an ancestor).
        case edges
        /// As `edges`, with each property and the component that provides it.
        case properties
        /// Every Dependency edge, also those from the consumer's parent beside the tree edge, with properties.
        case all
        /// No Dependency edge; instead, where each tunnel's value comes from (``tunnels``, ``property``): the RIB
        /// whose component creates it, highlighted, and a link through each RIB whose component passes it on, to
        /// the RIB that requires it. Drawn by a snapshot's picture; the viewer, frames and diffs do not draw it.
        case tunnels
    }

    /// Which tunnels ``Dependencies/tunnels`` draws.
    public enum Tunnels: Sendable, Equatable {
        /// Those `check` reports under these rules (`RuleSet.tunnelsOverLimit(_:)`).
        case overLimit(RuleSet)
        /// Every tunnel whose value passes through at least one component.
        case all
    }

    /// Who places the nodes.
    public enum Layout: String, Sendable, CaseIterable {
        /// ribgraph's tidy tree, pinned: fast, stable across frames.
        case tree
        /// Graphviz's dot ranks the graph itself.
        case dot
        /// dot for a graph of RIB types in which some type has several parents, while its ``dotWork(of:)`` is at
        /// most ``dotLimit`` (dot routes the extra parents' edges around the boxes, where the tree's straight
        /// edges cross them); the tidy tree otherwise.
        case automatic = "auto"
    }

    /// The event to show (its seq); nil shows the tree after the last event.
    public var seq: Int?
    /// The direction levels run in; `automatic` lets ``SceneLayout`` choose from the tree's shape.
    public var direction: LayoutDirection
    public var dependencies: Dependencies
    /// Draw only this RIB's subtree and its path to the root.
    public var focus: String?
    /// Collapse RIBs deeper than this many levels below a root into a "+k more" node.
    public var depth: Int?
    /// Draw only these RIBs (trace ids), on top of `focus`; a RIB whose parent is left out is left out too.
    /// nil draws every RIB. A diff sets it to its changes and their context.
    public var only: Set<String>?
    public var layout: Layout
    /// Whether to draw the legend that tells viewful from viewless RIBs.
    public var legend: Bool
    /// Which tunnels ``Dependencies/tunnels`` draws: by default those over the default rules' `maxTunnel`.
    public var tunnels = Tunnels.overLimit(.default)
    /// ``Dependencies/tunnels`` draws only the tunnels of properties of this name; nil draws every one.
    public var property: String?
    /// The most RIBs a picture draws: past it, drawing takes minutes and gigabytes and shows nothing a
    /// person can read, so it is refused (`SnapshotError.tooManyRIBs(count:limit:)`).
    public var maxRIBs = SnapshotOptions.defaultMaxRIBs

    /// 20,000 RIBs draw in a few seconds and a few hundred MB; no app has that many.
    public static let defaultMaxRIBs = 20_000
    /// Keep dependency edges from the consumer's parent without their properties: a diff marks them when
    /// they change and drops the unchanged ones itself.
    var keepsEdgesBesideTree = false
    /// Put one "+k unchanged" node under each drawn RIB whose children ``only`` leaves out, counting the RIBs
    /// hidden there: a diff's picture says how much of the tree it leaves out, and where.
    var summarizesHidden = false

    /// Creates options; the defaults draw the whole final tree in the direction that suits its shape, with
    /// the dependency edges the tree does not already show.
    public init(
        seq: Int? = nil, direction: LayoutDirection = .automatic, dependencies: Dependencies = .edges,
        focus: String? = nil, depth: Int? = nil, only: Set<String>? = nil, layout: Layout = .automatic,
        legend: Bool = true
    ) {
        self.seq = seq
        self.direction = direction
        self.dependencies = dependencies
        self.focus = focus
        self.depth = depth
        self.only = only
        self.layout = layout
        self.legend = legend
    }
}

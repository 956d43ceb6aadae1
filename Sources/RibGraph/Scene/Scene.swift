/// What one picture shows, independent of Graphviz: the visible nodes as a forest, and the dependency
/// edges between them. Built by ``SceneBuilder``, placed by ``TidyTreeLayout``, drawn by ``SceneRenderer``.
public struct Scene: Sendable, Equatable {
    /// What a node stands for.
    public enum NodeKind: Sendable, Equatable {
        /// A RIB, with or without a view controller.
        case rib(viewful: Bool)
        /// A plain adapter class between a parent RIB and the child it builds.
        case adapter
        /// RIBs hidden by `--depth`: `count` of them.
        case collapsed(count: Int)
    }

    /// How a node or edge changed between two trees, for a diff picture (see ``DiffLayout``).
    public typealias Mark = DiffMark

    /// Which RIB, adapter or collapsed subtree a node stands for: unique within a scene and the same in
    /// every scene drawn from one trace, so frames, diffs, comparisons and the viewer match nodes by it.
    public enum NodeID: Hashable, Sendable {
        /// The RIB with this trace id.
        case rib(String)
        /// The adapter `name` on the edge to the RIB `child` (one adapter class may stand on several edges).
        case adapter(name: String, child: String)
        /// The "+k more" node below the RIB with this id.
        case collapsed(below: String)

        /// The RIB's trace id, for a RIB's node.
        public var rib: String? {
            if case .rib(let id) = self { id } else { nil }
        }
    }

    /// A visible box.
    public struct Node: Sendable, Equatable {
        public var id: NodeID
        public var kind: NodeKind
        /// The first line: the RIB's (or adapter's) name.
        public var title: String
        /// A compact second line (router · interactor · view types), if any.
        public var subtitle: String?
        /// A highlighted third line that singles the node out (e.g. "routes: A · B" on a routing
        /// decision point); the node is drawn with an emphasised border.
        public var badge: String? = nil
        /// The node's change in a diff; nil draws it as usual.
        public var mark: Mark? = nil
        /// Drawn faded: a RIB that is not attached at this frame, kept so that positions and the canvas
        /// stay put from frame to frame.
        public var isFaint: Bool = false

        /// Unique within the scene; the DOT node id: `rib:<id>`, `adapter:<name>:<child>`, `more:<id>`.
        public var key: String {
            switch id {
            case .rib(let rib): "rib:\(rib)"
            case .adapter(let name, let child): "adapter:\(name):\(child)"
            case .collapsed(let rib): "more:\(rib)"
            }
        }

        /// The SVG element id, stable across runs and frames: `rib-<id>`, `adapter-<name>`, `more-<id>`.
        public var elementID: String {
            switch id {
            case .rib(let rib): ElementID.rib(rib)
            case .adapter(let name, _): ElementID.adapter(name)
            case .collapsed(let rib): ElementID.collapsed(below: rib)
            }
        }

        /// Adds `text` to the badge line, after what is there ("↻ cycle · attached").
        public mutating func addBadge(_ text: String) {
            badge = badge.map { "\($0) · \(text)" } ?? text
        }
    }

    /// A dashed edge from the node that provides a Dependency to the node that requires it.
    public struct DependencyLink: Sendable, Equatable {
        public var provider: Int
        public var consumer: Int
        /// The Dependency protocol.
        public var dependency: String
        /// `name ← provider` lines, when properties are shown.
        public var properties: [String]
        /// The edge's change in a diff; nil draws it as usual.
        public var mark: Mark? = nil
        /// Drawn faded: an edge of a RIB that is not attached at this frame.
        public var isFaint: Bool = false
    }

    /// A tree edge that no longer exists (a diff's moved RIB, under its old parent): drawn red and dashed.
    public struct FormerEdge: Sendable, Equatable {
        public var parent: Int
        public var child: Int

        /// Creates a former edge from `parent` to `child` (node indices).
        public init(parent: Int, child: Int) {
            self.parent = parent
            self.child = child
        }
    }

    /// The route from one more parent of a RIB that several parents attach (a scan's graph of RIB types,
    /// ``RibTree/otherParents``). The RIB is placed once, under its first parent in ``children``; each further
    /// parent's route is one of these, drawn like the tree edge (a route is a route, whichever parent places it).
    public struct ParentEdge: Sendable, Equatable {
        /// The parent's node (a RIB, or the adapter the parent reaches the child through).
        public var parent: Int
        /// The child's node (a RIB, or the adapter the child is built by).
        public var child: Int
        /// The edge's change in a diff; nil draws it as usual.
        public var mark: Mark? = nil

        /// Creates the edge from `parent` to `child` (node indices).
        public init(parent: Int, child: Int, mark: Mark? = nil) {
            self.parent = parent
            self.child = child
            self.mark = mark
        }
    }

    public var title: String
    /// The tree of what can be attached, read from source (``TraceCaption``): the legend says so.
    public var isFromSource = false
    public var nodes: [Node] = []
    /// The children of each node, in order; index-aligned with `nodes`.
    public var children: [[Int]] = []
    public var roots: [Int] = []
    public var dependencies: [DependencyLink] = []
    /// Routes from the other parents of RIBs drawn under their first parent; empty for a recording.
    public var otherParentEdges: [ParentEdge] = []
    /// Tree edges of an earlier tree that are gone (diffs only); the tree edge into a marked node takes its mark.
    public var formerEdges: [FormerEdge] = []

    /// Creates an empty scene with a title.
    public init(title: String) {
        self.title = title
    }

    /// Whether a node carries the cycle badge (a RIB that repeats an ancestor): the legend explains it then.
    public var hasCycles: Bool {
        nodes.contains { $0.badge?.hasPrefix(SceneBuilder.cycleBadge) == true }
    }

    /// For each of ``dependencies``, whether it runs from one of the consumer's own parent RIBs, right beside the
    /// tree edge or route: such an edge says nothing the tree does not. An edge from an adapter, or from a RIB further up
    /// (a viewless wrapper passing its parent's component through), is not one of these.
    public func besideTreeEdges() -> [Bool] {
        let parents = parentNodes()
        return dependencies.map { link in
            guard parents[link.consumer].contains(link.provider), case .rib = nodes[link.provider].kind else { return false }
            return true
        }
    }

    /// Every node with an edge into each node: its parent in ``children`` first, then those of ``otherParentEdges``.
    public func parentNodes() -> [[Int]] {
        var parents = [[Int]](repeating: [], count: nodes.count)
        for (node, kids) in children.enumerated() { for child in kids { parents[child].append(node) } }
        for edge in otherParentEdges { parents[edge.child].append(edge.parent) }
        return parents
    }

    /// Adds `node` under `parent` (nil: a new root) and returns its index.
    @discardableResult
    public mutating func add(_ node: Node, under parent: Int?) -> Int {
        let index = nodes.count
        nodes.append(node)
        children.append([])
        if let parent { children[parent].append(index) } else { roots.append(index) }
        return index
    }
}

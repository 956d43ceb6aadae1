import RibAnalysis
import RibTrace

/// What one picture shows, independent of Graphviz: the visible nodes as a forest, and the dependency
/// edges between them. Built by ``SceneBuilder``, placed by ``TidyTreeLayout``, drawn by ``SceneRenderer``.
package struct Scene: Sendable, Equatable {
    /// What a node stands for.
    enum NodeKind: Sendable, Equatable {
        /// A RIB, with or without a view controller.
        case rib(viewful: Bool)
        /// A plain adapter class between a parent RIB and the child it builds.
        case adapter
        /// RIBs hidden by `--depth`: `count` of them.
        case collapsed(count: Int)
    }

    /// How a node or edge changed between two trees, for a diff picture (see ``DiffLayout``).
    typealias Mark = DiffMark

    /// Which RIB, adapter or collapsed subtree a node stands for: unique within a scene and the same in
    /// every scene drawn from one trace, so frames, diffs, comparisons and the viewer match nodes by it.
    enum NodeID: Hashable, Sendable {
        /// The RIB with this trace id.
        case rib(String)
        /// The adapter `name` on the edge to the RIB `child` (one adapter class may stand on several edges).
        case adapter(name: String, child: String)
        /// The "+k more" node below the RIB with this id.
        case collapsed(below: String)

        /// The RIB's trace id, for a RIB's node.
        var rib: String? {
            if case .rib(let id) = self { id } else { nil }
        }
    }

    /// A visible box.
    package struct Node: Sendable, Equatable {
        var id: NodeID
        var kind: NodeKind
        /// The first line: the RIB's (or adapter's) name.
        var title: String
        /// A compact second line (router · interactor · view types), if any.
        var subtitle: String?
        /// A highlighted third line that singles the node out (e.g. "routes: A · B" on a routing
        /// decision point); the node is drawn with an emphasised border.
        var badge: String? = nil
        /// The node's change in a diff; nil draws it as usual.
        var mark: Mark? = nil
        /// A routing decision point (its badge lists the routes): its heavy border stays near black under a
        /// mark's fill, so that a RIB that decides and moves reads as both.
        var decides: Bool = false
        /// Drawn faded: a RIB that is not attached at this frame, kept so that positions and the canvas
        /// stay put from frame to frame.
        var isFaint: Bool = false
        /// In the tunnel picture, what the RIB's component does with a tunnelled value; nil: nothing.
        var tunnelRole: TunnelRole? = nil
        /// How the parent the node is drawn under shows the RIB (an adapter's node: the RIB it builds), which
        /// styles the edge into the node; nil when the trace does not say.
        var presentation: RoutePresentation? = nil

        /// Unique within the scene; the DOT node id: `rib:<id>`, `adapter:<name>:<child>`, `more:<id>`.
        var key: String {
            switch id {
            case .rib(let rib): "rib:\(rib)"
            case .adapter(let name, let child): "adapter:\(name):\(child)"
            case .collapsed(let rib): "more:\(rib)"
            }
        }

        /// The SVG element id, stable across runs and frames: `rib-<id>`, `adapter-<name>`, `more-<id>`.
        var elementID: String {
            switch id {
            case .rib(let rib): ElementID.rib(rib)
            case .adapter(let name, _): ElementID.adapter(name)
            case .collapsed(let rib): ElementID.collapsed(below: rib)
            }
        }

        /// Adds `text` to the badge line, after what is there ("↻ cycle · attached").
        mutating func addBadge(_ text: String) {
            badge = badge.map { "\($0) · \(text)" } ?? text
        }
    }

    /// What a RIB's component does with a tunnelled value (``SnapshotOptions/Dependencies/tunnels``).
    enum TunnelRole: Sendable, Equatable {
        /// It creates a value that at least one drawn tunnel carries.
        case creator
        /// It passes a value on to the next component, and no drawn tunnel starts at it.
        case hop
    }

    /// What a ``DependencyLink`` says.
    enum LinkKind: Sendable, Equatable {
        /// A component satisfies a Dependency.
        case dependency
        /// A tunnelled value passes from one RIB's component to the next one's, on its way from the component
        /// that creates it to the RIB that requires it.
        case tunnel
    }

    /// A dashed edge from the node that provides a Dependency to the node that requires it; in the tunnel
    /// picture, a step of a tunnel from the RIB whose component hands the value on to the next.
    struct DependencyLink: Sendable, Hashable {
        var provider: Int
        var consumer: Int
        /// The Dependency protocol; for a tunnel step, the protocols of the values that arrive at `consumer`
        /// (empty when they only pass through it).
        var dependency: String
        /// `name ← provider` lines, when properties are shown; for a tunnel step, the values that arrive.
        var properties: [String]
        var kind = LinkKind.dependency
        /// The edge's change in a diff; nil draws it as usual.
        var mark: Mark? = nil
        /// Drawn faded: an edge of a RIB that is not attached at this frame.
        var isFaint: Bool = false
        /// The properties of a scan's Dependency that no component provides on this edge: the edge is drawn
        /// red and says so whatever the level of detail, since the build breaks there.
        var unprovided: [String] = []
    }

    /// A tree edge that no longer exists (a diff's moved RIB, under its old parent): drawn red and dashed.
    struct FormerEdge: Sendable, Equatable {
        var parent: Int
        var child: Int
    }

    /// The route from one more parent of a RIB that several parents attach (a scan's graph of RIB types,
    /// `RouteGraph.otherParents`). The RIB is placed once, under its first parent in ``children``; each further
    /// parent's route is one of these, drawn like the tree edge (a route is a route, whichever parent places it).
    struct ParentEdge: Sendable, Equatable {
        /// The parent's node (a RIB, or the adapter the parent reaches the child through).
        var parent: Int
        /// The child's node (a RIB, or the adapter the child is built by).
        var child: Int
        /// The edge's change in a diff; nil draws it as usual.
        var mark: Mark? = nil
        /// How this parent shows the child; nil when the trace does not say.
        var presentation: RoutePresentation? = nil
    }

    var title: String
    /// The words for the trace drawn: a scan's graph of what can be attached, whose legend says so, or a
    /// recording's tree.
    var wording = RecordedTree.wording
    package var nodes: [Node] = []
    /// The children of each node, in order; index-aligned with `nodes`.
    var children: [[Int]] = []
    var roots: [Int] = []
    /// The roots (among ``roots``) of RIB types that no RIB the app launches can attach, in a scan's graph
    /// (`RouteGraph.isReachable`): drawn apart, after the tree, in a labelled group.
    var unreachableRoots: [Int] = []
    var dependencies: [DependencyLink] = []
    /// Routes from the other parents of RIBs drawn under their first parent; empty for a recording.
    var otherParentEdges: [ParentEdge] = []
    /// Tree edges of an earlier tree that are gone (diffs only); the tree edge into a marked node takes its mark.
    var formerEdges: [FormerEdge] = []
    /// In the tunnel picture, which tunnels it draws and of how many, for the legend; nil in every other picture.
    var tunnelSummary: String?
    /// What the legend says the picture leaves out of the Dependency edges (``SceneBuilder``): all of them at
    /// `--dependencies none`, those beside a tree edge at `edges` and `properties`; nil when it leaves none out.
    var dependencyNote: String?

    /// Creates an empty scene with a title.
    init(title: String) {
        self.title = title
    }

    /// Whether a node carries the cycle badge (a RIB that repeats an ancestor): the legend explains it then.
    var hasCycles: Bool {
        nodes.contains { $0.badge?.hasPrefix(SceneBuilder.cycleBadge) == true }
    }

    /// Whether a dependency edge carries a property no component provides: the legend explains its mark then.
    var hasUnprovided: Bool {
        dependencies.contains { !$0.unprovided.isEmpty }
    }

    /// The presentations the routes are drawn as (``RoutePresentation/drawn``), each once, in
    /// `Presentation`'s order: the legend explains these and no others.
    var drawnPresentations: [Presentation] {
        let drawn = Set(nodes.compactMap(\.presentation?.drawn) + otherParentEdges.compactMap(\.presentation?.drawn))
        return Presentation.allCases.filter(drawn.contains)
    }

    /// For each of ``dependencies``, whether it runs from one of the consumer's own parent RIBs, right beside the
    /// tree edge or route: such an edge says nothing the tree does not. An edge from an adapter, or from a RIB further up
    /// (a viewless wrapper passing its parent's component through), is not one of these.
    func besideTreeEdges() -> [Bool] {
        let parents = parentNodes()
        return dependencies.map { link in
            guard parents[link.consumer].contains(link.provider), case .rib = nodes[link.provider].kind else {
                return false
            }
            return true
        }
    }

    /// Every node with an edge into each node: its parent in ``children`` first, then those of ``otherParentEdges``.
    func parentNodes() -> [[Int]] {
        var parents = [[Int]](repeating: [], count: nodes.count)
        for (node, kids) in children.enumerated() { for child in kids { parents[child].append(node) } }
        for edge in otherParentEdges { parents[edge.child].append(edge.parent) }
        return parents
    }

    /// Every node under ``unreachableRoots``, the roots included, in index order.
    func unreachableNodes() -> [Int] {
        var inside = [Bool](repeating: false, count: nodes.count)
        var stack = unreachableRoots
        while let node = stack.popLast() {
            guard !inside[node] else { continue }
            inside[node] = true
            stack.append(contentsOf: children[node])
        }
        return nodes.indices.filter { inside[$0] }
    }

    /// How many levels lie below `roots` (0: the roots alone), each node counted at its longest way down from
    /// them through the routes of any parent, as dot ranks it: a child of a shallow and a deep parent lies below
    /// the deep one. A node on a cycle counts at its depth in ``children``.
    func depth(below roots: [Int]) -> Int {
        var down = children
        for edge in otherParentEdges { down[edge.parent].append(edge.child) }
        var depth = [Int](repeating: -1, count: nodes.count)
        var stack = roots.map { ($0, 0) }
        while let (node, level) = stack.popLast() {
            guard depth[node] < 0 else { continue }
            depth[node] = level
            stack.append(contentsOf: children[node].map { ($0, level + 1) })
        }
        var inward = [Int](repeating: 0, count: nodes.count)
        for node in nodes.indices where depth[node] >= 0 { for child in down[node] { inward[child] += 1 } }
        var ready = nodes.indices.filter { depth[$0] >= 0 && inward[$0] == 0 }
        while let node = ready.popLast() {
            for child in down[node] where depth[child] >= 0 {
                depth[child] = max(depth[child], depth[node] + 1)
                inward[child] -= 1
                if inward[child] == 0 { ready.append(child) }
            }
        }
        return depth.max().map { max($0, 0) } ?? 0
    }

    /// Adds `node` under `parent` (nil: a new root) and returns its index.
    @discardableResult
    mutating func add(_ node: Node, under parent: Int?) -> Int {
        let index = nodes.count
        nodes.append(node)
        children.append([])
        if let parent { children[parent].append(index) } else { roots.append(index) }
        return index
    }
}

/// The RIBs of a trace and who attaches whom: what a recording's tree (``RecordedTree``: copies of RIBs,
/// attached and detached over time) and a scan's graph of RIB types (``RouteGraph``: each type once, with every
/// route) both have. ``TraceReplayer/tree(at:)`` chooses the kind once, from the trace's origin; code that only
/// makes sense for one kind takes that type. RIBs are indices into the trace's `ribs`.
///
/// Code that walks "the tree" walks its spanning tree: each RIB under its ``parent``, so every RIB is met once.
/// Where the two kinds answer a question differently, the question is a requirement here and each type
/// answers it, so that no caller asks which kind it holds.
public protocol RibTree: Sendable {
    /// The words pictures and reports use for this kind: a recording's tree of RIBs, a scan's graph of RIB types.
    static var wording: TraceWording { get }
    /// The parent of each RIB on the spanning tree, nil for a root or a RIB that is not attached.
    var parent: [Int?] { get }
    /// Whether each RIB is attached (in a graph, every RIB type is).
    var isAttached: [Bool] { get }
    /// The children of each RIB: in a recording, the attached ones in attach order; in a graph, every child its
    /// routes reach, in route order, whether or not this RIB is the child's ``parent``.
    var children: [[Int]] { get }
    /// The roots, in launch order; a graph adds the top of each group of RIB types that no launch root reaches.
    var roots: [Int] { get }
    /// The roots that no RIB the app launches reaches, which pictures draw apart; a recording has none, since
    /// every root it attaches is launched.
    var unreachableRoots: [Int] { get }
    /// The RIBs on a cycle of routes, each once, in trace order; a recording's tree has none (a replay refuses
    /// cycles).
    var ribsOnCycles: [Int] { get }

    /// The children of `node` on the spanning tree: those whose ``parent`` it is, in attach (or route) order.
    func treeChildren(of node: Int) -> [Int]
    /// Every parent of `node`: its ``parent`` first, then, in a graph, every other parent with a route to it.
    func parents(of node: Int) -> [Int]
    /// `top` and every RIB it can reach, in depth-first pre-order, each once: what detaching `top` takes with it
    /// in a recording, everything below `top` in a graph.
    func subtree(of top: Int) -> [Int]
    /// The parent each RIB hangs under when only the RIBs in `visible` are shown (nil for a top): a recording
    /// keeps its ``parent``; a graph takes the parent on the first shortest path from a root through visible
    /// RIBs, searching from the launched roots first.
    func spanningParents(among visible: Set<Int>) -> [Int?]
    /// Where a report says RIB `node` of `trace` is: a recording's path of ids from the root, which tells two
    /// copies apart; a graph's RIB type id, which no new shorter way to the type renames.
    func place(of node: Int, in trace: Trace) -> String
    /// Where a report says `child` hangs under `parent`: a recording's path to the copy of the child; a graph's
    /// route `Parent -> Child`.
    func place(ofChild child: Int, under parent: Int, in trace: Trace) -> String
    /// Where the source declares `child` under `parent`: in a recording, the child RIB's declaration; in a
    /// graph, the route's, else the child's.
    func declaration(ofChild child: Int, under parent: Int, in trace: Trace) -> String?
}

extension RibTree {
    /// The words for this tree's kind, as the type gives them.
    public var wording: TraceWording { Self.wording }

    /// How many RIBs are attached.
    public var attachedCount: Int { isAttached.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The attached RIBs in depth-first pre-order over the spanning tree (each parent before its children,
    /// children in attach order): every RIB once.
    public var preorder: [Int] { preorder(from: roots) }

    /// The depth of every attached RIB (roots are 0); nil for detached ones. In a graph, the length of the
    /// shortest path from a root.
    public var depths: [Int?] {
        var depth = [Int?](repeating: nil, count: parent.count)
        for node in preorder { depth[node] = parent[node].map { depth[$0]! + 1 } ?? 0 }
        return depth
    }

    /// The path of ids from the root to RIB `node` of `trace`, joined by `/` (in a graph, along its shortest
    /// path).
    package func path(of node: Int, in trace: Trace) -> String {
        var ids: [String] = []
        var current: Int? = node
        while let next = current {
            ids.append(trace.ribs[next].id)
            current = parent[next]
        }
        return ids.reversed().joined(separator: "/")
    }

    /// `tops` and the spanning tree below them, in depth-first pre-order.
    func preorder(from tops: [Int]) -> [Int] {
        var order: [Int] = []
        var stack = tops.reversed() as [Int]
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: treeChildren(of: node).reversed())
        }
        return order
    }
}

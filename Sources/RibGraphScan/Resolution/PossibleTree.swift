/// The tree of RIBs that *can* be attached: each root, then every child each RIB can attach, depth first.
/// A RIB reachable from several parents appears under each (ids `X`, `X#2`, …); a RIB that repeats an
/// ancestor is a cycle: it appears, marked, and is not expanded.
struct PossibleTree {
    struct Node {
        /// Index of the ``RIBDefinition``.
        var rib: Int
        var id: String
        /// Index of the parent node; nil for a root.
        var parent: Int?
        /// How the parent reaches it; nil for a root.
        var link: ChildLink?
        var isCycle: Bool
    }

    /// Nodes in preorder (parents before children, siblings in link order).
    private(set) var nodes: [Node] = []
    private(set) var diagnostics: [ScanDiagnostic] = []

    /// Stops expanding past this many nodes: a deeply shared graph can have exponentially many paths.
    static let nodeLimit = 200_000

    /// Expands `catalog`'s RIBs from the roots: launch RIBs and RIBs no RIB attaches, launch RIBs first.
    init(catalog: RIBCatalog) {
        let ribs = catalog.ribs
        var attached = Set<Int>()
        for rib in ribs { for link in rib.children { attached.insert(link.child) } }
        var roots = ribs.indices.filter { !attached.contains($0) || ribs[$0].isLaunch }
        if roots.isEmpty, let first = ribs.indices.min(by: { Self.rootOrder(ribs[$0], ribs[$1]) }) { roots = [first] }
        roots.sort { Self.rootOrder(ribs[$0], ribs[$1]) }
        var counts: [String: Int] = [:]
        func id(for name: String) -> String {
            counts[name, default: 0] += 1
            return counts[name]! == 1 ? name : "\(name)#\(counts[name]!)"
        }
        for root in roots {
            // Explicit stack: generated apps nest thousands deep.
            var stack: [(rib: Int, parent: Int?, link: ChildLink?, path: Set<Int>)] = [(root, nil, nil, [])]
            while let (rib, parent, link, path) = stack.popLast() {
                guard nodes.count < Self.nodeLimit else {
                    diagnostics.append(ScanDiagnostic(place: nil, message: "the tree of possible RIBs passes \(Self.nodeLimit) "
                        + "nodes (RIBs shared by many parents); the rest is left out"))
                    return
                }
                let isCycle = path.contains(rib)
                nodes.append(Node(rib: rib, id: id(for: ribs[rib].name), parent: parent, link: link, isCycle: isCycle))
                guard !isCycle else { continue }
                let here = nodes.count - 1
                let inner = path.union([rib])
                for child in ribs[rib].children.reversed() { stack.append((child.child, here, child, inner)) }
            }
        }
    }

    private static func rootOrder(_ a: RIBDefinition, _ b: RIBDefinition) -> Bool {
        a.isLaunch != b.isLaunch ? a.isLaunch : (a.declaredIn.path, a.declaredIn.line) < (b.declaredIn.path, b.declaredIn.line)
    }
}

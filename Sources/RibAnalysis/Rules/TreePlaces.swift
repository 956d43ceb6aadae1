import RibTrace

/// Finds where in an attached tree a rule is broken, and names the places: in a recording, paths of RIB ids
/// from the root; in a scan's graph of RIB types, the RIB type itself or the route `Parent -> Child`, which no
/// change elsewhere in the graph renames (a path would change with every new shorter way to a RIB).
struct TreePlaces {
    let trace: Trace
    let tree: RibTree
    /// Attached RIBs, parents before children.
    let preorder: [Int]

    init(trace: Trace, tree: RibTree) {
        self.trace = trace
        self.tree = tree
        preorder = tree.preorder
    }

    /// Whether the RIB with `id` is attached.
    func isAttached(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.isAttached[$0] } ?? false
    }

    /// Whether the RIB with `id` has several parents (a RIB type of a graph that several parents attach).
    func isShared(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.otherParents[$0].isEmpty == false } ?? false
    }

    /// Where a violation about the RIB with `id` is: ``place(of:)``; just `id` when it is not attached.
    func place(_ id: String) -> String {
        trace.index(ofRIB: id).map(place(of:)) ?? id
    }

    /// Where a violation about RIB `index` is: in a graph its id, in a recording its ``path(of:)``.
    func place(of index: Int) -> String {
        tree.isGraph ? trace.ribs[index].id : path(of: index)
    }

    /// `Parent -> Child`: where a violation about a route of a graph is.
    static func route(_ parent: String, _ child: String) -> String { "\(parent) -> \(child)" }

    /// The path of ids from the root to RIB `index` (in a graph, along its shortest path).
    func path(of index: Int) -> String {
        var ids: [String] = []
        var current: Int? = index
        while let node = current {
            ids.append(trace.ribs[node].id)
            current = tree.parent[node]
        }
        return ids.reversed().joined(separator: "/")
    }

    private func quoted(_ index: Int) -> String { "\"\(trace.ribs[index].id)\"" }

    /// `max-depth`: every RIB one level beyond `limit` (a root is at depth 1), with how deep its subtree reaches.
    func tooDeep(limit: Int) -> [Violation] {
        let depths = tree.depths
        return preorder.filter { depths[$0]! == limit }.map { top in
            var deepest = limit + 1
            var stack = [(top, limit + 1)]
            while let (node, depth) = stack.popLast() {
                deepest = max(deepest, depth)
                stack += tree.treeChildren(of: node).map { ($0, depth + 1) }
            }
            let way = tree.isGraph ? " on its shortest path (\(path(of: top)))" : ""
            return Violation(rule: .maxDepth, location: place(of: top),
                             what: "\(quoted(top)) is at depth \(limit + 1)\(way) and its subtree reaches depth \(deepest); "
                                 + "maxDepth is \(limit)",
                             key: trace.ribs[top].id, declaredIn: trace.ribs[top].declaredIn)
        }
    }

    /// `max-fan-out`: every RIB with more than `limit` attached children (in a graph, routes).
    func tooWide(limit: Int) -> [Violation] {
        preorder.filter { tree.children[$0].count > limit }.map { node in
            Violation(rule: .maxFanOut, location: place(of: node),
                      what: "\(quoted(node)) has \(tree.children[node].count) \(tree.isGraph ? "routes" : "attached children"); "
                          + "maxFanOut is \(limit)",
                      key: trace.ribs[node].id, declaredIn: trace.ribs[node].declaredIn)
        }
    }

    /// `max-viewless-chain`: each run of consecutive viewless RIBs longer than `limit`, reported at the
    /// run's top RIB (the one whose parent has a view, or a root), with its longest way down.
    func viewlessChains(limit: Int) -> [Violation] {
        var length = [Int](repeating: 0, count: trace.ribs.count)
        var top = Array(0..<trace.ribs.count)
        var longest: [Int: (length: Int, bottom: Int)] = [:]
        var tops: [Int] = []
        for node in preorder where !trace.ribs[node].isViewful {
            if let parent = tree.parent[node], !trace.ribs[parent].isViewful {
                length[node] = length[parent] + 1
                top[node] = top[parent]
            } else {
                length[node] = 1
                tops.append(node)
            }
            if length[node] > longest[top[node]]?.length ?? 0 { longest[top[node]] = (length[node], node) }
        }
        return tops.compactMap { start in
            guard let (count, bottom) = longest[start], count > limit else { return nil }
            return Violation(rule: .maxViewlessChain, location: place(of: start),
                             what: "\(count) viewless RIBs in a row from \(quoted(start)) down to \(quoted(bottom)); "
                                 + "maxViewlessChain is \(limit)",
                             key: trace.ribs[start].id, declaredIn: trace.ribs[start].declaredIn)
        }
    }

    /// `forbidden-edge`: every attached parent-child pair that a forbidden entry matches; in a graph, every
    /// route, at the place that declares it.
    func forbiddenEdges(_ forbidden: [ForbiddenEdge]) -> [Violation] {
        guard !forbidden.isEmpty else { return [] }
        let declared = Dictionary(trace.routes.map { (Self.route($0.parent, $0.child), $0.declaredIn) }) { first, _ in first }
        var found: [Violation] = []
        for child in preorder {
            for parent in tree.parents(of: child) {
                let p = trace.ribs[parent], c = trace.ribs[child]
                for pair in forbidden
                where pair.parent.matches(id: p.id, name: p.name) && pair.child.matches(id: c.id, name: c.name) {
                    found.append(Violation(
                        rule: .forbiddenEdge,
                        location: tree.isGraph ? Self.route(p.id, c.id) : path(of: child),
                        what: "\(quoted(parent)) attaches \(quoted(child)), which the rules forbid "
                            + "(parent \"\(pair.parent)\", child \"\(pair.child)\")",
                        key: "\(pair.parent) > \(pair.child)",
                        declaredIn: tree.isGraph ? declared[Self.route(p.id, c.id)].flatMap { $0 } ?? c.declaredIn : c.declaredIn))
                }
            }
        }
        return found
    }

    /// `must-be-leaf`: every RIB matching one of `leaves` that has attached children.
    func nonLeaves(_ leaves: [RIBPattern]) -> [Violation] {
        guard !leaves.isEmpty else { return [] }
        return preorder.compactMap { node in
            let rib = trace.ribs[node], children = tree.children[node]
            guard !children.isEmpty, leaves.contains(where: { $0.matches(id: rib.id, name: rib.name) }) else { return nil }
            let noun = tree.isGraph ? (children.count == 1 ? "route" : "routes")
                : "attached " + (children.count == 1 ? "child" : "children")
            return Violation(rule: .mustBeLeaf, location: place(of: node),
                             what: "\(quoted(node)) must be a leaf but has \(children.count) \(noun): "
                                 + children.map(quoted).joined(separator: ", "),
                             key: rib.id, declaredIn: rib.declaredIn)
        }
    }
}

import RibTrace

/// Finds where in an attached tree a rule is broken, and names the places as paths of RIB ids.
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

    /// `A/AA/B` for the RIB with `id`: its path from its root; just `id` when it is not attached.
    func path(_ id: String) -> String {
        trace.index(ofRIB: id).map(path(of:)) ?? id
    }

    /// The path of ids from the root to RIB `index`.
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
            return Violation(rule: .maxDepth, location: path(of: top),
                             what: "\(quoted(top)) is at depth \(limit + 1) and its subtree reaches depth \(deepest); "
                                 + "maxDepth is \(limit)",
                             key: trace.ribs[top].id, declaredIn: trace.ribs[top].declaredIn)
        }
    }

    /// `max-fan-out`: every RIB with more than `limit` attached children.
    func tooWide(limit: Int) -> [Violation] {
        preorder.filter { tree.children[$0].count > limit }.map { node in
            Violation(rule: .maxFanOut, location: path(of: node),
                      what: "\(quoted(node)) has \(tree.children[node].count) attached children; maxFanOut is \(limit)",
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
            return Violation(rule: .maxViewlessChain, location: path(of: start),
                             what: "\(count) viewless RIBs in a row from \(quoted(start)) down to \(quoted(bottom)); "
                                 + "maxViewlessChain is \(limit)",
                             key: trace.ribs[start].id, declaredIn: trace.ribs[start].declaredIn)
        }
    }

    /// `forbidden-edge`: every attached parent-child pair that a forbidden entry matches.
    func forbiddenEdges(_ forbidden: [ForbiddenEdge]) -> [Violation] {
        guard !forbidden.isEmpty else { return [] }
        var found: [Violation] = []
        for child in preorder {
            guard let parent = tree.parent[child] else { continue }
            let p = trace.ribs[parent], c = trace.ribs[child]
            for pair in forbidden
            where pair.parent.matches(id: p.id, name: p.name) && pair.child.matches(id: c.id, name: c.name) {
                found.append(Violation(
                    rule: .forbiddenEdge, location: path(of: child),
                    what: "\(quoted(parent)) attaches \(quoted(child)), which the rules forbid "
                        + "(parent \"\(pair.parent)\", child \"\(pair.child)\")",
                    key: "\(pair.parent) > \(pair.child)", declaredIn: c.declaredIn))
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
            let noun = children.count == 1 ? "child" : "children"
            return Violation(rule: .mustBeLeaf, location: path(of: node),
                             what: "\(quoted(node)) must be a leaf but has \(children.count) attached \(noun): "
                                 + children.map(quoted).joined(separator: ", "),
                             key: rib.id, declaredIn: rib.declaredIn)
        }
    }
}

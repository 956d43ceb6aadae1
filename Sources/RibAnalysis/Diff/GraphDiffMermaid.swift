import RibTrace

/// A diff of two graphs of RIB types as a Mermaid `graph TD` that shows only the changed part, so that it
/// renders inline on GitHub at any size of app: every RIB type with a change (``TreeDiff``), its parents and
/// its children in BASE and in HEAD, each once, and the routes between them. Routes in both graphs are plain
/// arrows, routes added thick and green (`==>`), routes removed dashed and red (`-.->`); RIB types take the
/// classes of ``DiffMermaid`` (`added`, `removed`, `moved`, `changed`), and one renamed, whose `build` takes
/// other arguments or whose Dependency changed says how after its name. Past ``DiffMermaid/maxNodes`` RIB types, a `%%` comment says how many were cut.
struct GraphDiffMermaid {
    let diff: Diff
    /// The two graphs the diff compares.
    let graphs: ComparedGraphs

    private struct Node {
        var id: String
        var name: String
        var mark: DiffMark?
    }

    var text: String {
        let base = diff.base, head = diff.head
        let changes = diff.diff
        let changed = Set(changes.changes.map(\.rib))
        var shown = changed
        for (trace, tree) in [(base.side.trace, graphs.base), (head.side.trace, graphs.head)] {
            for id in changed {
                guard let index = trace.index(ofRIB: id) else { continue }
                shown.formUnion(tree.parents(of: index).map { trace.ribs[$0].id })
                shown.formUnion(tree.children[index].map { trace.ribs[$0].id })
            }
        }
        var nodes: [Node] = []
        let headNames = head.side.trace.shownNames, baseNames = base.side.trace.shownNames
        for index in graphs.head.preorder where shown.contains(head.side.trace.ribs[index].id) {
            let rib = head.side.trace.ribs[index]
            let mark: DiffMark? =
                changes.added.contains(rib.id)
                ? .added
                : changes.moved.contains(rib.id)
                    ? .moved
                    : changes.changed.contains(rib.id) ? .changed : nil
            // A rename and a new build signature are said in words: no colour tells them.
            let said = changes.changes.filter { $0.rib == rib.id && ($0.kind == .renamed || $0.kind == .buildChanged) }
                .map(\.detail)
            let dependencies = changes.dependencySummary(of: rib.id)
            let notes = said + (dependencies.isEmpty ? [] : [dependencies])
            nodes.append(Node(id: rib.id, name: ([headNames[index]] + notes).joined(separator: " · "), mark: mark))
        }
        for index in graphs.base.preorder where changes.removed.contains(base.side.trace.ribs[index].id) {
            nodes.append(
                Node(id: base.side.trace.ribs[index].id, name: baseNames[index], mark: .removed))
        }
        let total = Set(head.side.trace.ribs.map(\.id)).union(base.side.trace.ribs.map(\.id)).count
        var note =
            "%% ribgraph: the changed part only: \(changed.count) changed RIB types with their parents and children, "
            + "\(nodes.count) of \(total) RIB types"
        if nodes.count > DiffMermaid.maxNodes {
            note += "; cut to the first \(DiffMermaid.maxNodes)"
            nodes = Array(nodes.prefix(DiffMermaid.maxNodes))
        }
        return render(nodes, note: note)
    }

    private func render(_ nodes: [Node], note: String) -> String {
        DiffMermaid.graph(title: diff.title, note: note, nodes: nodes.map { ($0.id, $0.name, $0.mark) }) { ids in
            let baseRoutes = graphs.base.routeKeys(in: diff.base.side.trace)
            let headRoutes = graphs.head.routeKeys(in: diff.head.side.trace)
            let old = Set(baseRoutes), kept = Set(headRoutes)
            var lines: [String] = [], added: [Int] = [], gone: [Int] = []
            for route in headRoutes {
                guard let from = ids[route.parent], let to = ids[route.child] else { continue }
                let isNew = !old.contains(route)
                if isNew { added.append(lines.count) }
                lines.append("  \(from) \(isNew ? "==>" : "-->") \(to)")
            }
            for route in baseRoutes where !kept.contains(route) {
                guard let from = ids[route.parent], let to = ids[route.child] else { continue }
                gone.append(lines.count)
                lines.append("  \(from) -.-> \(to)")
            }
            return (lines, added, gone)
        }
    }
}

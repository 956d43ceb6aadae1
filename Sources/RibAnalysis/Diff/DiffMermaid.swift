import RibTrace

/// A diff of two trees (recordings) as a Mermaid `graph TD` (two graphs of RIB types: ``GraphDiffMermaid``):
/// every RIB attached in BASE or HEAD, HEAD's tree edges, and BASE's
/// edges that are gone (into removed RIBs, or from a moved RIB's old parent) dashed red; classes
/// `added`, `removed`, `moved` and `changed`; a RIB whose Dependency changed says how after its name
/// (`Checkout · 1 property added`). Node ids are the RIB ids made Mermaid-safe
/// (`r_` + `[A-Za-z0-9_]`, numbered when two collide); labels are quoted and escaped as ``MermaidText`` says.
///
/// When the graph would exceed Mermaid's limits (more than ``maxNodes`` nodes or ``maxCharacters``
/// characters; GitHub's maxTextSize is 50,000), a `%%` comment says so and only the changed RIBs are
/// shown, with their parents and children (in either tree).
struct DiffMermaid {
    let diff: Diff

    static let maxNodes = 500
    static let maxCharacters = 50_000

    private struct Entry {
        var id: String
        var name: String
        var mark: DiffMark?
        var parent: String?
        var formerParent: String?
    }

    var text: String {
        if let graphs = diff.diff.graphs { return GraphDiffMermaid(diff: diff, graphs: graphs).text }
        let entries = self.entries()
        let full = render(entries, note: nil)
        guard entries.count > Self.maxNodes || full.count > Self.maxCharacters else { return full }
        let changed = Set(entries.filter { $0.mark != nil }.map(\.id))
        var keep = changed
        for entry in entries {
            if changed.contains(entry.id) {
                if let parent = entry.parent { keep.insert(parent) }
                if let parent = entry.formerParent { keep.insert(parent) }
            }
            if let parent = entry.parent, changed.contains(parent) { keep.insert(entry.id) }
            if let parent = entry.formerParent, changed.contains(parent) { keep.insert(entry.id) }
        }
        var shown = entries.filter { keep.contains($0.id) }
        var note =
            "%% ribgraph: the full diff (\(entries.count) RIBs, \(full.count) characters) exceeds Mermaid's limits "
            + "(\(Self.maxNodes) nodes, \(Self.maxCharacters) characters): showing only the \(changed.count) changed RIBs "
            + "with their parents and children"
        if shown.count > Self.maxNodes {
            note += "; cut to the first \(Self.maxNodes) of \(shown.count)"
            shown = Array(shown.prefix(Self.maxNodes))
        }
        return render(shown, note: note)
    }

    /// HEAD's RIBs in pre-order, then the removed ones in BASE's pre-order.
    private func entries() -> [Entry] {
        let base = diff.base, head = diff.head
        let moved = diff.diff.moved, changed = diff.diff.changed, added = diff.diff.added
        var entries: [Entry] = []
        for index in head.tree.preorder {
            let id = head.side.trace.ribs[index].id
            let mark: DiffMark? =
                added.contains(id) ? .added : moved.contains(id) ? .moved : changed.contains(id) ? .changed : nil
            let former =
                moved.contains(id)
                ? base.side.trace.index(ofRIB: id).flatMap { base.tree.parent[$0] }.map { base.side.trace.ribs[$0].id }
                : nil
            let dependencies = diff.diff.dependencySummary(of: id)
            let name = head.side.trace.ribs[index].name + (dependencies.isEmpty ? "" : " · \(dependencies)")
            entries.append(
                Entry(
                    id: id, name: name, mark: mark,
                    parent: head.tree.parent[index].map { head.side.trace.ribs[$0].id }, formerParent: former))
        }
        let removed = diff.diff.removed
        for index in base.tree.preorder where removed.contains(base.side.trace.ribs[index].id) {
            entries.append(
                Entry(
                    id: base.side.trace.ribs[index].id, name: base.side.trace.ribs[index].name, mark: .removed,
                    parent: nil, formerParent: base.tree.parent[index].map { base.side.trace.ribs[$0].id }))
        }
        return entries
    }

    /// A diff graph titled `title`, with `note` under it: a node per entry of `nodes` (its id, label and mark), the
    /// edge lines `edges` writes from the nodes' Mermaid ids with the numbers of the added ones (drawn green)
    /// and of the gone ones (dashed red) among them, a `class` line per mark, and the edges' `linkStyle`s.
    static func graph(
        title: String, note: String?, nodes: [(id: String, name: String, mark: DiffMark?)],
        edges: ([String: String]) -> (lines: [String], added: [Int], gone: [Int])
    ) -> String {
        var lines =
            ["graph TD", "%% \(MermaidText.comment(title))"] + (note.map { [$0] } ?? []) + [
                "classDef added fill:#dcfce7,stroke:#16a34a,color:#14532d",
                "classDef removed fill:#fee2e2,stroke:#dc2626,stroke-dasharray:5 3,color:#7f1d1d",
                "classDef moved fill:#ffedd5,stroke:#ea580c",
                "classDef changed fill:#fef9c3,stroke:#ca8a04",
            ]
        let ids = mermaidIDs(nodes.map(\.id))
        for node in nodes { lines.append("  \(ids[node.id]!)[\"\(MermaidText.label(node.name))\"]") }
        let (edgeLines, added, gone) = edges(ids)
        lines += edgeLines
        for mark in [DiffMark.added, .removed, .moved, .changed] {
            let members = nodes.filter { $0.mark == mark }.map { ids[$0.id]! }
            if !members.isEmpty { lines.append("class \(members.joined(separator: ",")) \(mark.rawValue)") }
        }
        if !added.isEmpty { lines.append("linkStyle \(added.map(String.init).joined(separator: ",")) stroke:#16a34a") }
        if !gone.isEmpty {
            lines.append(
                "linkStyle \(gone.map(String.init).joined(separator: ",")) stroke:#dc2626,stroke-dasharray:5 3")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ entries: [Entry], note: String?) -> String {
        Self.graph(title: diff.title, note: note, nodes: entries.map { ($0.id, $0.name, $0.mark) }) { ids in
            var lines: [String] = [], gone: [Int] = []
            for entry in entries {
                if let parent = entry.parent, let from = ids[parent] { lines.append("  \(from) --> \(ids[entry.id]!)") }
                if let parent = entry.formerParent, let from = ids[parent] {
                    gone.append(lines.count)
                    lines.append("  \(from) -.-> \(ids[entry.id]!)")
                }
            }
            return (lines, [], gone)
        }
    }

    /// `r_` + the id with every character outside `[A-Za-z0-9_]` as `_`; `_2`, `_3`… on a collision.
    static func mermaidIDs(_ ribs: [String]) -> [String: String] {
        var result: [String: String] = [:], used: Set<String> = []
        for rib in ribs where result[rib] == nil {
            let safe =
                "r_"
                + String(
                    rib.unicodeScalars.map { scalar -> Character in
                        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                            ? Character(scalar) : "_"
                    })
            var candidate = safe, number = 2
            while used.contains(candidate) {
                candidate = "\(safe)_\(number)"
                number += 1
            }
            used.insert(candidate)
            result[rib] = candidate
        }
        return result
    }

}

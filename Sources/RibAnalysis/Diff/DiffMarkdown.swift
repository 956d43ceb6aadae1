import RibTrace

/// A diff as the Markdown a bot posts on a pull request: the counts, a table of changes (kind, RIB,
/// detail) and the tree metrics that moved (BASE → HEAD, changed rows only).
///
/// Two graphs of RIB types (scans) read as a review comment: a `## RIB graph` title, the counts in RIB
/// types and routes, and one table row per change (``TreeDiff``); the figures that moved are one sentence,
/// so that every row of the table is a change.
struct DiffMarkdown {
    let diff: Diff

    var text: String {
        let changes = diff.diff, words = changes.wording
        var lines = ["## RIB \(words.structure): \(MarkdownText.escape(diff.sides))", ""]
        if changes.isEmpty {
            lines.append("No changes to the RIB \(words.structure) or its Dependencies.")
        } else {
            if let graphs = changes.graphs {
                lines.append("**\(MarkdownText.escape(diff.counts(of: graphs).joined(separator: " · ")))**")
            } else {
                lines.append(
                    "**\(changes.added.count) added · \(changes.removed.count) removed · "
                        + "\(changes.moved.count) moved · \(changes.changed.count) changed**")
            }
            let dependencies = changes.dependencySummary()
            if !dependencies.isEmpty { lines += ["", "Dependencies: \(dependencies)."] }
            lines.append("")
            lines +=
                MarkdownTable(
                    ["change", words.rib, "detail"],
                    rows: changes.changes.map { change in
                        [
                            change.kind.rawValue,
                            change.name == change.rib ? change.name : "\(change.name) (\(change.rib))", change.detail,
                        ]
                    }
                ).lines
        }
        let metrics = diff.movedMetrics
        lines.append("")
        if metrics.isEmpty {
            lines.append("No \(words.structure) metric moved.")
        } else if changes.graphs != nil {
            let moved = metrics.map { "\($0.label) \($0.left) → \($0.right)" }.joined(separator: ", ")
            lines.append(
                "Metrics that moved (\(MarkdownText.escape(diff.baseLabel)) → \(MarkdownText.escape(diff.headLabel))): \(moved)."
            )
        } else {
            lines += ["### Metrics that moved", ""]
            lines +=
                MarkdownTable(
                    columns: [("metric", .left), (diff.baseLabel, .right), (diff.headLabel, .right)],
                    rows: metrics.map { [$0.label, $0.left, $0.right] }
                ).lines
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

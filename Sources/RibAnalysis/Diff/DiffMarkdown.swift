/// A diff as the Markdown a bot posts on a pull request: the counts, a table of changes (kind, RIB,
/// detail) and the tree metrics that moved (BASE → HEAD, changed rows only).
struct DiffMarkdown {
    let diff: Diff

    var text: String {
        let changes = diff.diff
        var lines = ["## RIB tree: \(MarkdownText.escape(diff.sides))", ""]
        if changes.isEmpty {
            lines.append("No changes to the RIB tree or its Dependencies.")
        } else {
            lines.append("**\(changes.added.count) added · \(changes.removed.count) removed · "
                         + "\(changes.moved.count) moved · \(changes.changed.count) changed**")
            let dependencies = changes.dependencySummary()
            if !dependencies.isEmpty { lines += ["", "Dependencies: \(dependencies)."] }
            lines += ["", "| change | RIB | detail |", "|---|---|---|"]
            for change in changes.changes {
                let rib = change.name == change.rib ? change.name : "\(change.name) (\(change.rib))"
                lines.append("| \(change.kind.rawValue) | \(MarkdownText.escape(rib)) | \(MarkdownText.escape(change.detail)) |")
            }
        }
        let metrics = diff.movedMetrics
        lines.append("")
        if metrics.isEmpty {
            lines.append("No tree metric moved.")
        } else {
            lines += ["### Metrics that moved", "", "| metric | \(MarkdownText.escape(diff.base.side.caption)) | \(MarkdownText.escape(diff.head.side.caption)) |",
                      "|---|---:|---:|"]
            for row in metrics { lines.append("| \(row.label) | \(row.left) | \(row.right) |") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

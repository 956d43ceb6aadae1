/// A GitHub-flavoured Markdown table, the one way ribgraph writes one (metrics, check's report, a diff):
/// a head row, the delimiter row (`|---|`, `|---:|` for a column of figures), then one line per row. Every
/// cell is user text made literal by ``MarkdownText``, so that no name can end its cell or its row.
struct MarkdownTable {
    /// Where a column's cells sit.
    enum Alignment {
        /// GitHub's default: words.
        case left
        /// Figures, so that their digits line up.
        case right
    }

    /// The head row's cells and their columns' alignments.
    var columns: [(title: String, alignment: Alignment)]
    /// The body rows, each with one cell per column.
    var rows: [[String]] = []

    /// A table whose columns are all left-aligned.
    init(_ titles: [String], rows: [[String]] = []) {
        self.init(columns: titles.map { ($0, .left) }, rows: rows)
    }

    /// A table with the given columns.
    init(columns: [(title: String, alignment: Alignment)], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The table's lines, without line breaks.
    var lines: [String] {
        [
            Self.line(columns.map(\.title)),
            "|" + columns.map { $0.alignment == .right ? "---:|" : "---|" }.joined(),
        ]
            + rows.map(Self.line)
    }

    /// The table, each line ending with a line break.
    var text: String { lines.map { $0 + "\n" }.joined() }

    private static func line(_ cells: [String]) -> String {
        "| " + cells.map(MarkdownText.escape).joined(separator: " | ") + " |"
    }
}

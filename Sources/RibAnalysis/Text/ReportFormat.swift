/// How a report on standard output is written: what `ribgraph metrics` and `ribgraph check` both write
/// (check adds annotations for CI and Xcode, ``ViolationReport/Format``).
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
    /// Lines for a terminal or a CI log.
    case text
    /// The report's Codable structure as `StableJSON` writes it: keys sorted, indented, a final newline.
    case json
    /// Markdown tables (``MarkdownTable``), for a pull-request comment or a job summary.
    case markdown
}

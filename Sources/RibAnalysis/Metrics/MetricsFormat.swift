/// How ``MetricsReport`` is written out.
public enum MetricsFormat: String, Sendable, Equatable, CaseIterable {
    /// An aligned two-column table of labels and values, for a terminal; long lists are abbreviated.
    case text
    /// The Codable structure of ``MetricsReport``, pretty-printed with sorted keys (see docs/metrics.md).
    case json
    /// A two-column Markdown table, for a pull request description or comment.
    case markdown
}

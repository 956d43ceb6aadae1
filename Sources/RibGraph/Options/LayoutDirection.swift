/// The way tree levels advance across a drawing.
///
/// The raw values match Graphviz's `rankdir` attribute.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Levels go down the page; siblings spread left to right, the first child leftmost.
    case topToBottom = "TB"
    /// Levels go right across the page; siblings spread top to bottom, the first child topmost.
    case leftToRight = "LR"
}

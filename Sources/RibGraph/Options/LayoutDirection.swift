/// The way tree levels advance across a drawing.
///
/// The raw values match Graphviz's `rankdir` attribute, except `auto`, which ``SceneLayout`` turns into one
/// of the other two for each tree.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Levels go down the page; siblings spread left to right, the first child leftmost.
    case topToBottom = "TB"
    /// Levels go right across the page; siblings spread top to bottom, the first child topmost.
    case leftToRight = "LR"
    /// Whichever of the two gives the tree's picture the more readable shape (``SceneLayout/choose(_:)``).
    case automatic = "auto"

    /// This direction where a drawing needs a definite one and has no layout to ask: `automatic` is top to bottom.
    var definite: LayoutDirection { self == .automatic ? .topToBottom : self }
}

/// Turns a message Graphviz gave while drawing into a sentence about the user's output.
enum GraphvizWarning {
    /// `message` (as Graphviz wrote it) restated: what happened to the picture and what to do about it where
    /// ribgraph knows, else Graphviz's words without its program-name prefix. `OutputWarning` puts the
    /// output's name before it.
    static func explain(_ message: String) -> String {
        var text = Substring(message)
        for prefix in ["(null): ", "Warning: ", "warning: "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        let scaling = "graph is too large for cairo-renderer bitmaps. Scaling by "
        if text.hasPrefix(scaling), let factor = Double(text.dropFirst(scaling.count).prefix { $0 != " " }) {
            let percent = Int((factor * 100).rounded())
            return "the picture is larger than Graphviz draws bitmaps, so it was scaled down to \(percent)%; "
                + "write svg or pdf for full size, or draw less with --focus or --depth"
        }
        return "graphviz: \(text)"
    }
}

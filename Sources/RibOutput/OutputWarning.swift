/// Something the user should know about an output that was still written: what happened to it and, where
/// ribgraph knows, what to do about it (a picture scaled down, text no installed font draws).
public struct OutputWarning: Hashable, Sendable {
    /// The warning without the output's name, which ``message(output:)`` puts before it.
    public var text: String

    /// Creates a warning that says `text` about its output.
    public init(_ text: String) {
        self.text = text
    }

    /// The warning as one sentence about the output at `path` (`-` is standard output).
    public func message(output path: String) -> String {
        "\(path == "-" ? "standard output" : path): \(text)"
    }
}

/// The file formats a picture can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot, json
    /// A self-contained page that steps through the whole trace (``ViewerPage``); `snapshot` only.
    case html

    /// The format an output path's extension names, if it names one (`tree.png` → `.png`).
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// Whether the format is text (and may be written to a terminal).
    public var isText: Bool { self != .png && self != .pdf }
}

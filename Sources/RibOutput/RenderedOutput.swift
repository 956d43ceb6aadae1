/// One output made and not yet written: its bytes and what the user should know about it. A picture,
/// a page and a report are alike here, so that whoever made it, writing it is the same
/// (``AtomicFileWriter``) and its warnings are reported the same way.
public struct RenderedOutput: Sendable {
    /// The bytes to write.
    public var bytes: [UInt8]
    /// What the user should know about it, in the order it arose; the same warning may repeat.
    public var warnings: [OutputWarning]

    /// Creates an output of `bytes` with `warnings`.
    public init(bytes: [UInt8], warnings: [OutputWarning] = []) {
        self.bytes = bytes
        self.warnings = warnings
    }

    /// A text output: `text` in UTF-8, without warnings.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }
}

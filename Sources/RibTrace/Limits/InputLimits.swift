/// The most ribgraph reads from one input, so that a broken or hostile file ends in a clear error naming
/// the limit and the flag that raises it, instead of exhausting memory. Every reader takes the limits as a
/// value (``TraceDecoder/init(limits:)``, the rules and settings readers of RibAnalysis), as the scan takes
/// its own: the command line builds them from its flags and hands them down.
public struct InputLimits: Sendable, Equatable {
    /// The largest input file, in bytes.
    public var maxBytes: Int
    /// The longest string (a RIB id or name, a type or property name), in bytes of UTF-8.
    public var maxStringBytes: Int
    /// The deepest nesting of JSON arrays and objects, or YAML collections.
    public var maxNesting = 256

    /// The deepest nesting a flag may ask for: readers recurse, and Foundation's JSON decoder, which reads
    /// rules files after ribgraph's own reader has checked them, stops at 512.
    public static let nestingCeiling = 500

    /// Room for any real app's trace: 256 MiB holds several million events, 16 KiB any type name, and
    /// 256 levels any document ribgraph reads.
    public static let standard = InputLimits(maxBytes: 256 << 20, maxStringBytes: 16 << 10)

    /// Why a string (`noun`: "a string", "a key") of `bytes` bytes of UTF-8 is refused, or nil when it is
    /// within ``maxStringBytes``.
    func refusal(ofString bytes: Int, as noun: String) -> String? {
        guard bytes > maxStringBytes else { return nil }
        return
            "\(noun) of \(ByteCount(bytes)), longer than the \(ByteCount(maxStringBytes)) allowed (raise it with --max-name-length)"
    }

    /// Creates limits.
    public init(maxBytes: Int, maxStringBytes: Int) {
        self.maxBytes = maxBytes
        self.maxStringBytes = maxStringBytes
    }
}

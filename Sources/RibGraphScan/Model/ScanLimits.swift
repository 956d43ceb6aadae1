/// The most a scan reads, so that a hostile or broken source tree (one line of a pull request from a fork)
/// ends in warnings instead of a crash, an exhausted memory or a scan that never ends. A file past a file
/// limit is left out with a warning naming it and the limit; the scan goes on.
public struct ScanLimits: Sendable, Equatable {
    /// The largest Swift file read, in bytes; a larger one is left out unread.
    public var maxFileBytes: Int
    /// The deepest nesting of parentheses, brackets, braces, generic angle brackets, `#if` blocks and string
    /// interpolations in one file. The parser and every reader of its tree recurse; a deeper file is left
    /// out before it is parsed. The syntax tree may be ``treeDepthPerLevel`` times as deep (chains of member
    /// accesses, calls, `try` and prefix operators count there), and is checked after parsing.
    public var maxNesting: Int
    /// The deepest nesting of square brackets: SwiftParser's lookahead doubles its time with each level
    /// (28 levels on one line take hours), so they have a limit of their own, far below ``maxNesting``.
    public var maxBracketNesting: Int
    /// The longest one file may take to parse and read, in seconds: a file over it is left out with a
    /// warning, and the scan goes on without waiting for it.
    public var parseSeconds: Double
    /// The most RIB types one scan writes, so that the trace stays one ribgraph reads.
    public var maxRIBs: Int
    /// The most patterns the braces of one manifest glob may stand for: 24 groups of `{a,b}` stand for
    /// 2^24. A target with a glob past it is left out with a warning; its files keep the folder rule.
    public var maxGlobAlternatives: Int

    /// How many syntax-tree levels one nesting level may take: a brace in a call in a closure adds about
    /// eight; the rest is room for chains (`a.b().c?.d`).
    static let treeDepthPerLevel = 32

    /// Room for any real app: 4 MiB is more than any hand-written Swift file, 64 levels more than any
    /// SwiftUI body, 10 square brackets more than any literal or type (`[[String: [Int]]]` is three), 256 glob patterns
    /// more than any manifest writes with braces.
    public static let standard = ScanLimits(
        maxFileBytes: 4 << 20, maxNesting: 64, maxBracketNesting: 10,
        parseSeconds: 10, maxRIBs: 100_000, maxGlobAlternatives: 256)

    /// Creates limits.
    public init(
        maxFileBytes: Int, maxNesting: Int, maxBracketNesting: Int, parseSeconds: Double, maxRIBs: Int,
        maxGlobAlternatives: Int = 256
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxNesting = maxNesting
        self.maxBracketNesting = maxBracketNesting
        self.parseSeconds = parseSeconds
        self.maxRIBs = maxRIBs
        self.maxGlobAlternatives = maxGlobAlternatives
    }

    /// `seconds` as a message prints them: `10 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The deepest syntax tree read.
    var maxTreeDepth: Int { maxNesting * Self.treeDepthPerLevel }
}

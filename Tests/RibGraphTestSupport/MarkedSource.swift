import Foundation

/// The lines of a fixture source that carry a marker comment, `// ⚑ name` at the end of the line, so that a
/// test names the line it expects (`loggedIn["player1Name"]`) instead of its number, and a line added above it
/// moves the expectation along. A marker is a comment at the end of a line, so adding one moves no line.
public struct MarkedSource {
    /// What starts a marker's name.
    public static let flag = "⚑"

    /// A fixture that marks one name on two lines: which line a test means is ambiguous.
    public struct DuplicateMarker: Error, CustomStringConvertible {
        public var path: String
        public var name: String
        public var lines: [Int]

        public var description: String {
            "\(path) marks \(MarkedSource.flag) \(name) on lines \(lines.map(String.init).joined(separator: " and "))"
        }
    }

    /// The path places are written with.
    public let path: String
    /// Each marker's line, from 1.
    public let lines: [String: Int]

    /// The markers of `text`; `path` is what places start with.
    public init(text: String, path: String) throws {
        self.path = path
        var lines: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "// \(Self.flag) ", options: .backwards) else { continue }
            let name = String(line[comment.upperBound...].prefix { !$0.isWhitespace })
            if let earlier = lines[name] {
                throw DuplicateMarker(path: path, name: name, lines: [earlier, index + 1])
            }
            lines[name] = index + 1
        }
        self.lines = lines
    }

    /// The markers of the file at `path` below `root`.
    public init(_ path: String, under root: URL) throws {
        try self.init(
            text: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), path: path)
    }

    /// `path:line` of the line marked `name`, as scans and warnings write places. For a name the file does
    /// not mark, the text says so, which no expectation can equal.
    public subscript(name: String) -> String {
        guard let line = lines[name] else { return "\(path):(no marker \(Self.flag) \(name))" }
        return "\(path):\(line)"
    }
}

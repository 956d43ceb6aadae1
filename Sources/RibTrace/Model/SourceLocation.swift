/// A place in a source file, as traces spell it: `path:line` (`TicTacToe/LoggedIn/LoggedInBuilder.swift:39`).
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to where the scan was run, as the user spelled the scanned folder.
    public var path: String
    /// 1-based.
    public var line: Int

    /// Creates a location; `line` must be 1 or more.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// Parses `path:line`, splitting at the last colon; nil unless the path is non-empty and the line is
    /// ASCII digits without a leading zero (the JSON Schema's pattern `^.+:[1-9][0-9]*$`) that fit an `Int`.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let path = String(text[..<colon])
        let digits = text[text.index(after: colon)...]
        guard !path.isEmpty, let first = digits.first, first != "0",
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let line = Int(digits)
        else { return nil }
        self.init(path: path, line: line)
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }
}

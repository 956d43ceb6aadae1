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

    /// `path:line` at the start of a line of a log: a path that could make the line a CI runner's command
    /// (``mayCommandARunner(_:)``), or that starts with white space a reader would not see, is printed
    /// `./path`, the same file.
    package var startingALine: String {
        let hidden = path.unicodeScalars.first.map { $0.properties.isWhitespace } == true
        return (Self.mayCommandARunner(path) || hidden) && !path.hasPrefix("/") ? "./\(path):\(line)" : description
    }

    /// Whether a line starting with `text` could be a GitHub workflow command (`::error file=…::`,
    /// `::add-mask::`), which the runner reads at the start of a line after any white space. Paths come from
    /// the scanned tree, a fork's pull request among them.
    package static func mayCommandARunner(_ text: String) -> Bool {
        text.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars)
    }
}

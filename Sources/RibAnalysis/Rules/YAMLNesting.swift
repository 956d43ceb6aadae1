import RibTrace

/// How deeply a YAML text nests, found by a scan of its lines before Yams sees it: libyaml and Yams
/// recurse once per level, and a file 10,000 `[` or a few thousand indented mappings deep exhausts the
/// stack. Block levels are counted by indentation (and each `- ` that opens a list item on a line), flow
/// levels by the `[` and `{` open outside quotes and comments. Generous: a rules file needs a few levels.
enum YAMLNesting {
    /// Where the nesting first goes past `maximumDepth` (1-based line and column), or nil.
    static func firstPlaceTooDeep(in text: String, maximumDepth: Int) -> (line: Int, column: Int)? {
        var blockIndents: [Int] = []
        var flow = 0
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(line.unicodeScalars)
            var index = 0
            if flow == 0 {
                while index < characters.count, characters[index] == " " { index += 1 }
                if index == characters.count || characters[index] == "#" || characters[index] == "\r" { continue }
                open(block: index, in: &blockIndents)
                // `- - - a` opens one list per dash on a single line.
                if blockIndents.count > maximumDepth { return (lineNumber, index + 1) }
                while index < characters.count, characters[index] == "-",
                    index + 1 == characters.count || characters[index + 1] == " "
                {
                    let dash = index
                    index += 1
                    while index < characters.count, characters[index] == " " { index += 1 }
                    open(block: index, in: &blockIndents)
                    if blockIndents.count > maximumDepth { return (lineNumber, dash + 1) }
                }
            }
            var quote: Unicode.Scalar?
            var previous: Unicode.Scalar = " "
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if character == "\\" && open == "\"" {
                        index += 1
                    } else if character == open {
                        quote = nil
                    }
                } else if character == "#" && (previous == " " || previous == "\t") {
                    break
                } else if Self.startsToken(after: previous) || flow > 0 {
                    switch character {
                    case "\"", "'": quote = character
                    case "[", "{":
                        flow += 1
                        if blockIndents.count + flow > maximumDepth { return (lineNumber, index + 1) }
                    case "]", "}": flow = max(0, flow - 1)
                    default: break
                    }
                }
                previous = character
                index += 1
            }
        }
        return nil
    }

    /// Closes the block levels indented deeper than `column` and opens one at `column` when it is deeper
    /// than the innermost still open.
    private static func open(block column: Int, in indents: inout [Int]) {
        while let last = indents.last, last > column { indents.removeLast() }
        if indents.last.map({ $0 < column }) ?? true { indents.append(column) }
    }

    /// Whether a quote or bracket after `previous` starts a value rather than sitting inside a plain word.
    private static func startsToken(after previous: Unicode.Scalar) -> Bool {
        " \t[{,:-?".unicodeScalars.contains(previous)
    }
}

/// The code of a Swift file with what is not code blanked out, so that plain text matching finds only names
/// the code uses. A debug build of SwiftParser takes seconds over Sources/; this takes milliseconds, and
/// the layering test needs names, not a syntax tree.
enum SwiftCode {
    /// Where the scan is: in code (an interpolation's, counting its open parentheses) or in a string literal.
    private enum Context {
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
    }

    /// `text` with comments and the text of string literals replaced by spaces, newlines kept (so lines
    /// still count) and the code inside interpolations kept.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        let source = Array(text.unicodeScalars)
        var code = source
        var stack: [Context] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < source.count ? source[index + offset] : nil }
        func blank(_ count: Int) {
            for position in index..<min(index + count, source.count) where source[position] != "\n" {
                code[position] = " "
            }
            index += count
        }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < source.count, source[start + count] == "#" { count += 1 }
            return count
        }
        while index < source.count {
            let scalar = source[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if scalar == "/", at(1) == "/" {
                    var length = 0
                    while let next = at(length), next != "\n" { length += 1 }
                    blank(length)
                } else if scalar == "/", at(1) == "*" {
                    var depth = 0, length = 0
                    repeat {
                        if at(length) == "/", at(length + 1) == "*" {
                            depth += 1
                            length += 2
                        } else if at(length) == "*", at(length + 1) == "/" {
                            depth -= 1
                            length += 2
                        } else {
                            length += 1
                        }
                    } while depth > 0 && index + length < source.count
                    blank(length)
                } else if scalar == "#" || scalar == "\"" {
                    let count = hashes(from: index)
                    guard at(count) == "\"" else {
                        index += max(count, 1)
                        continue
                    }
                    let multiline = at(count + 1) == "\"" && at(count + 2) == "\""
                    blank(count + (multiline ? 3 : 1))
                    stack.append(.string(hashes: count, multiline: multiline))
                } else {
                    if scalar == "(" { stack[stack.count - 1] = .code(parentheses: parentheses + 1) }
                    if scalar == ")" {
                        if parentheses == 0, stack.count > 1 {
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0))
                        }
                    }
                    index += 1
                }
            case .string(let count, let multiline):
                if scalar == "\\", hashes(from: index + 1) >= count {
                    if at(count + 1) == "(" {
                        blank(count + 2)
                        stack.append(.code(parentheses: 0))
                    } else {
                        blank(count + 2)
                    }
                } else if scalar == "\"", !multiline || (at(1) == "\"" && at(2) == "\""),
                    hashes(from: index + (multiline ? 3 : 1)) >= count
                {
                    blank((multiline ? 3 : 1) + count)
                    stack.removeLast()
                } else {
                    blank(1)
                }
            }
        }
        return String(String.UnicodeScalarView(code))
    }
}

/// A shell wildcard pattern (`*`, `?`, `[a-z]`, `[!x]`, `\` escaping the next character), matched as `fnmatch`
/// with no flags matches it (`*` crosses `/`), but in time proportional to the pattern's length times the
/// text's: `fnmatch` retries every `*` at every position, so `*a*a*a*a*a*b` against a long name takes
/// minutes. One pattern, precompiled, matches many names.
struct NamePattern: Sendable, Equatable {
    private enum Token: Sendable, Equatable {
        case literal(Unicode.Scalar)
        case any
        case star
        /// `[…]`: single scalars and ranges, negated by a leading `!` or `^`.
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)

        func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .literal(let literal): literal == scalar
            case .any: true
            case .star: false
            case .set(let ranges, let negated): ranges.contains { $0.contains(scalar.value) } != negated
            }
        }
    }

    private let tokens: [Token]

    /// `pattern` read once; a `[` without its `]` is a plain `[`, as `fnmatch` reads it.
    init(_ pattern: some StringProtocol) {
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [Token] = []
        var at = 0
        while at < scalars.count {
            let scalar = scalars[at]
            at += 1
            switch scalar {
            case "*": if tokens.last != .star { tokens.append(.star) }
            case "?": tokens.append(.any)
            case "\\" where at < scalars.count:
                tokens.append(.literal(scalars[at]))
                at += 1
            case "[":
                if let (set, next) = Self.set(scalars, from: at) {
                    tokens.append(set)
                    at = next
                } else {
                    tokens.append(.literal("["))
                }
            default: tokens.append(.literal(scalar))
            }
        }
        self.tokens = tokens
    }

    /// The set starting after a `[` at `start`, and where reading goes on; nil when no `]` closes it.
    private static func set(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var at = start
        let negated = at < scalars.count && (scalars[at] == "!" || scalars[at] == "^")
        if negated { at += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while at < scalars.count {
            let scalar = scalars[at]
            if scalar == "]" && !first { return (.set(ranges: ranges, negated: negated), at + 1) }
            first = false
            if at + 2 < scalars.count, scalars[at + 1] == "-", scalars[at + 2] != "]" {
                let (low, high) = (scalar.value, scalars[at + 2].value)
                if low <= high { ranges.append(low...high) }
                at += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                at += 1
            }
        }
        return nil
    }

    /// Whether the whole of `text` matches. Only the last `*` is ever retried: whatever an earlier one could
    /// take, the later one can take as well, which is what keeps the time linear in each.
    func matches(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var token = 0, at = 0
        var star: (token: Int, at: Int)?
        while at < scalars.count {
            if token < tokens.count, tokens[token] == .star {
                star = (token + 1, at)
                token += 1
            } else if token < tokens.count, tokens[token].matches(scalars[at]) {
                token += 1
                at += 1
            } else if let retry = star {
                star = (retry.token, retry.at + 1)
                token = retry.token
                at = retry.at + 1
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .star { token += 1 }
        return token == tokens.count
    }
}

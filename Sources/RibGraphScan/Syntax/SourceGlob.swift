/// A path pattern of a manifest, relative to the manifest's folder: a package target's folder or file (which
/// takes everything below it) or a Tuist source glob (`Sources/**`, `Feature/Sources/**/*.swift`,
/// `{App,Widget}/**`). `**` is any number of folders, `*`, `?` and `[…]` stay within one name.
///
/// A manifest comes from the tree being scanned, a fork's pull request among them: braces are counted before
/// they are expanded (past ``ScanLimits/maxGlobAlternatives`` the pattern is refused), and a path is matched
/// by following every place in the pattern at once, so `**/**/**/…` never backtracks.
struct SourceGlob: Sendable, Equatable {
    /// The names between slashes, `{a,b}` already expanded into separate globs.
    private let segments: [Segment]
    /// How many leading names are plain (no wildcard): the deeper, the more specific the pattern.
    let literalDepth: Int

    private enum Segment: Sendable, Equatable {
        case anyFolders
        case name(Substring)
        case pattern(NamePattern)
    }

    /// The globs `pattern` stands for (one per `{a,b}` alternative); a pattern without wildcards takes
    /// everything below it, as a package target's folder or a Tuist folder path does (`.` or an empty pattern:
    /// the whole folder). Empty for a pattern that leaves its folder (`../Shared`); nil when its braces stand
    /// for more than `maxAlternatives` patterns.
    static func expanding(_ pattern: String, maxAlternatives: Int) -> [SourceGlob]? {
        guard let expanded = BraceExpansion(pattern).alternatives(atMost: maxAlternatives) else { return nil }
        return expanded.compactMap { expanded in
            var names = expanded.split(separator: "/").filter { $0 != "." }
            guard !names.contains("..") else { return nil }
            let depth = names.prefix { !isWildcard($0) }.count
            if depth == names.count { names.append("**") }
            return SourceGlob(
                segments: names.map { name in
                    name == "**" ? .anyFolders : isWildcard(name) ? .pattern(NamePattern(name)) : .name(name)
                },
                literalDepth: depth)
        }
    }

    /// Whether `path` (relative, `/`-separated, no `.` or `..`) matches: every place the pattern may be at
    /// is followed name by name, so the time is the path's length times the pattern's.
    func matches(_ path: [Substring]) -> Bool {
        var places = closure([0])
        for name in path {
            var next: [Int] = []
            for place in places where place < segments.count {
                switch segments[place] {
                case .anyFolders: next.append(place)
                case .name(let literal): if literal == name { next.append(place + 1) }
                case .pattern(let pattern): if pattern.matches(name) { next.append(place + 1) }
                }
            }
            places = closure(next)
            if places.isEmpty { return false }
        }
        return places.contains(segments.count)
    }

    /// `places` with every place after a `**` that may match no folder at all, each once, in order.
    private func closure(_ places: [Int]) -> [Int] {
        var seen = Set<Int>(), out: [Int] = []
        for start in places {
            var place = start
            while seen.insert(place).inserted {
                out.append(place)
                guard place < segments.count, segments[place] == .anyFolders else { break }
                place += 1
            }
        }
        return out
    }

    private static func isWildcard(_ segment: Substring) -> Bool {
        segment.contains { "*?[".contains($0) }
    }
}

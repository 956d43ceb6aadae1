#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern of a manifest, relative to the manifest's folder: a package target's folder or file (which
/// takes everything below it) or a Tuist source glob (`Sources/**`, `Feature/Sources/**/*.swift`,
/// `{App,Widget}/**`). `**` is any number of folders, `*`, `?` and `[…]` stay within one name.
struct SourceGlob: Sendable, Equatable {
    /// The names between slashes, `{a,b}` already expanded into separate globs.
    private let segments: [Substring]
    /// How many leading names are plain (no wildcard): the deeper, the more specific the pattern.
    let literalDepth: Int

    /// The globs `pattern` stands for (one per `{a,b}` alternative); a pattern without wildcards takes
    /// everything below it, as a package target's folder or a Tuist folder path does (`.` or an empty pattern:
    /// the whole folder). Empty for a pattern that leaves its folder (`../Shared`).
    static func expanding(_ pattern: String) -> [SourceGlob] {
        expandBraces(pattern).compactMap { expanded in
            var segments = expanded.split(separator: "/").filter { $0 != "." }
            guard !segments.contains("..") else { return nil }
            let depth = segments.prefix { !isWildcard($0) }.count
            if depth == segments.count { segments.append("**") }
            return SourceGlob(segments: segments, literalDepth: depth)
        }
    }

    /// Whether `path` (relative, `/`-separated, no `.` or `..`) matches.
    func matches(_ path: [Substring]) -> Bool {
        Self.match(segments[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { match(rest, path[$0...]) } || match(rest, path[path.endIndex...])
        }
        guard let name = path.first else { return false }
        let same = isWildcard(head) ? fnmatch(String(head), String(name), 0) == 0 : head == name
        return same && match(pattern.dropFirst(), path.dropFirst())
    }

    private static func isWildcard(_ segment: Substring) -> Bool {
        segment.contains { "*?[".contains($0) }
    }

    /// `a{b,c}d` as `abd` and `acd`, innermost pair first, so nested and repeated pairs expand too.
    private static func expandBraces(_ pattern: String) -> [String] {
        guard let close = pattern.firstIndex(of: "}"),
            let open = pattern[..<close].lastIndex(of: "{")
        else { return [pattern] }
        let head = pattern[..<open], tail = pattern[pattern.index(after: close)...]
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { expandBraces(String(head + $0 + tail)) }
    }
}

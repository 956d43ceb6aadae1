import RibTrace

/// A family of formats an output can be written in, chosen by `--format` or by the output's extension.
package protocol FileFormat: RawRepresentable, CaseIterable, Sendable, Equatable where RawValue == String {
    /// Extensions other than the raw values that name a format (`md` for markdown).
    static var aliases: [String: Self] { get }
}

extension FileFormat {
    package static var aliases: [String: Self] { [:] }

    /// The format a name or extension stands for (`svg`, `MD`), if any.
    package init?(name: String) {
        let lowered = name.lowercased()
        guard let found = Self(rawValue: lowered) ?? Self.aliases[lowered] else { return nil }
        self = found
    }

    /// The format to write `path` in: `explicit` when given, else the one `path`'s extension names, else
    /// `accepted[0]` when `path` is `-` or has no extension. Throws when the extension names no format in
    /// `accepted`: a picture silently written in another format than its name says is a mistake.
    package static func choose(_ explicit: Self?, for path: String, accepted: [Self]) throws(UnknownFormat) -> Self {
        if let explicit { return explicit }
        guard path != "-", let suffix = pathExtension(path) else { return accepted[0] }
        guard let named = Self(name: suffix), accepted.contains(named) else {
            throw UnknownFormat(path: path, suffix: suffix, accepted: accepted.map(\.rawValue))
        }
        return named
    }

    /// The extension of `path`'s last component, if it has one (`tree.PNG` → `PNG`; `.hidden` has none).
    package static func pathExtension(_ path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }
}

/// An output whose extension names no format the command writes.
package struct UnknownFormat: LocatedError, Equatable {
    package var path: String
    package var suffix: String
    package var accepted: [String]

    package var kind: FailureKind { .usage }

    package var description: String {
        "\(path): .\(suffix) is not a format this command writes; use --format with one of: "
            + accepted.joined(separator: ", ") + " (or one of those extensions)"
    }
}

import SwiftSyntax

/// What a RIB's builder, router, interactor or component class, or its Dependency protocol, says but for its name
/// and its place: a hash of its tokens (no comments, no spacing), with the RIB's name taken out of every
/// identifier that holds it (`CreateAlarmSound`, `createAlarmSoundBuilder`). A type renamed with its RIB
/// (`CreateAlarmSnoozeOptionBuilder` → `CreateEditAlarmSnoozeOptionBuilder`), even in a file that kept its old
/// name, hashes the same; a change to its code does not.
enum ContentHash {
    /// The suffixes that make a type one of a RIB's parts, the RIB's name before them.
    static let roles = ["Builder", "Router", "Interactor", "Component", "Dependency"]

    /// The hash of `decl`, a type named `name`, when the name is a RIB part's (``roles``); nil otherwise.
    static func of(_ decl: some SyntaxProtocol, named name: String) -> UInt64? {
        guard let role = roles.first(where: name.hasSuffix) else { return nil }
        let stem = String(name.dropLast(role.count))
        let lower = stem.prefix(1).lowercased() + stem.dropFirst()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for token in decl.tokens(viewMode: .sourceAccurate) {
            var text = token.text
            if !stem.isEmpty, case .identifier = token.tokenKind, text.contains(stem) || text.contains(lower) {
                text = text.replacingOccurrences(of: stem, with: "\u{0}").replacingOccurrences(of: lower, with: "\u{0}")
            }
            for byte in text.utf8 + [0x20] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hash
    }
}

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
        let stem = name.dropLast(role.count)
        let upper = Array(stem.utf8)
        let lower = Array((stem.prefix(1).lowercased() + stem.dropFirst()).utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for token in decl.tokens(viewMode: .sourceAccurate) {
            // Bytes, not String searches: Foundation's `contains` and `replacingOccurrences` took a fifth of a scan.
            let text = Array(token.text.utf8)
            var masks = false
            if case .identifier = token.tokenKind { masks = !upper.isEmpty }
            var index = 0
            while index < text.count {
                let run = masks ? matched(upper, in: text, at: index) ?? matched(lower, in: text, at: index) ?? 0 : 0
                mix(run > 0 ? 0 : text[index], into: &hash)
                index += max(run, 1)
            }
            mix(0x20, into: &hash)
        }
        return hash
    }

    /// `pattern`'s length when `text` holds it at `index`.
    private static func matched(_ pattern: [UInt8], in text: [UInt8], at index: Int) -> Int? {
        guard index + pattern.count <= text.count, text[index] == pattern[0] else { return nil }
        return text[index..<index + pattern.count].elementsEqual(pattern) ? pattern.count : nil
    }

    /// FNV-1a, one byte.
    private static func mix(_ byte: UInt8, into hash: inout UInt64) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}

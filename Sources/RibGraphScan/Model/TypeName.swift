/// A type as written in source, reduced to what matching needs: its base name and generic arguments.
///
/// `Swift.Optional<any Foo.Bar>` and `Bar?` both have the base `Bar`; `[GameBuildable]` has the base
/// `GameBuildable`, so a router storing an optional or an array of builders still names them.
struct TypeName: Sendable, Hashable {
    /// The last dotted component (`Bar` for `Foo.Bar`), or the whole text for function and tuple types.
    var base: String
    /// The dotted name as written, without `any`/`some` (`Foo.Bar`).
    var qualified: String
    var arguments: [TypeName]
    /// The type's text with whitespace, `any`/`some` and module prefixes removed, for comparing two types.
    var normalized: String
}

extension TypeName {
    /// Whether `name`, called, reads as a type's initializer rather than a function: Swift's convention starts a
    /// type with a capital letter and a function or variable with a small one. A name that starts with a letter of
    /// a script without case (가, な, 中), or with a symbol such as an emoji, follows neither, so it is taken for a
    /// type: a call of a function so named is then a construction of a type no file declares, which matching
    /// ignores.
    static func isSpelledAsType(_ name: String) -> Bool {
        guard let first = name.first, first != "_" else { return false }
        if first.isUppercase { return true }
        return !first.isCased && !first.isNumber && !first.isWhitespace && !first.isPunctuation
    }
}

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

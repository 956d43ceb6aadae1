import RibTrace

/// A call that creates a value of a named type, `LoggedInBuilder(dependency: component)` or
/// `GameComponent(parent: self)`, with what each argument refers to.
struct Construction: Sendable {
    /// One argument of the call.
    enum Argument: Sendable {
        /// `self`.
        case selfReference
        /// A plain name (`self.x` too): a local, a parameter, a member or `dependency`.
        case name(String)
        /// Another construction, e.g. `RootBuilder(dependency: AppComponent())`.
        case construction(String)
        /// A closure; the types it constructs, in order (a componentized builder's component factory).
        case closure([Construction])
        case other
    }

    /// The type as written (`Foo` or `Module.Foo`).
    var type: String
    var arguments: [(label: String?, value: Argument)]
    var place: SourceLocation
}

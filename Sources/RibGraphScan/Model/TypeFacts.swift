import RibTrace

/// What one declaration (a class, struct, enum, actor, protocol or extension) says, read from syntax alone.
struct TypeFacts: Sendable {
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        /// `typealias X = A & B` (or `= A`): read as a protocol inheriting A and B, as Dependency compositions are used.
        case composition

        /// Whether it declares requirements: a protocol, or a composition of protocols.
        var isProtocolLike: Bool { self == .protocol || self == .composition }
    }

    var kind: Kind
    /// The name, nested names dotted (`ProfileAdapter.Component`); for an extension, the extended type's name.
    var name: String
    /// The superclass first for a class, then the conformances, as written.
    var inherited: [TypeName]
    var place: SourceLocation
    /// Properties (stored and computed; for a protocol, its requirements).
    var members: [MemberFacts]
    /// Initializers, functions and the bodies of computed properties and property initializers.
    var functions: [FunctionFacts]
    /// Declared `public`, `open` or `package`: other modules can use it.
    var isVisibleToImporters = false
    /// For a class or protocol named as a RIB's part (`…Builder`, `…Router`, `…Interactor`, `…Component`,
    /// `…Dependency`), what it says but for its RIB's name (``ContentHash``): what tells a renamed RIB type by its
    /// content.
    var contentHash: UInt64?
}

/// A property of a type, or a property requirement of a protocol.
struct MemberFacts: Sendable {
    /// Where a property's value comes from when it is only another name for a value: a computed property's
    /// single expression, a `lazy var`'s or a stored property's initial value, or what an initializer
    /// assigns to it (`self.api = dependency.api`).
    enum Forward: Sendable, Equatable {
        /// `{ mutableScoreStream }` or `{ self.mutableScoreStream }`: another member of the same type.
        case member(String)
        /// `{ dependency.scoreStream }`: passed through from the parent component.
        case dependency(String)
    }

    var name: String
    var type: TypeName?
    var place: SourceLocation
    var forward: Forward?
}

/// A function-like body: its parameters, locals with known types and the constructions it makes.
struct FunctionFacts: Sendable {
    /// `init`, the function's base name, or the property's name for a getter or initializer expression.
    var name: String
    var parameters: [(label: String?, name: String, type: TypeName)]
    /// How many parameters have no default value: a call passes at least that many arguments.
    var requiredCount = 0
    /// For each parameter, the enum case its default value names (`modal` for
    /// `transition: TransitionType = .modal(…)`), else nil.
    var defaultCases: [String?] = []
    var returnType: TypeName?
    /// Locals bound to a construction or with a written type, e.g. `component` → `LoggedInComponent`.
    var locals: [String: String]
    var constructions: [Construction]
    var place: SourceLocation
    /// The calls and assignments of a function's or initializer's body (none for a property's), for how a
    /// router shows its children.
    var calls: [CallFacts] = []
    /// The body of a property's `didSet`, `willSet` or `set` (named after the property): it runs when the
    /// property is assigned.
    var observes = false
    /// Something outside the app may run it: an initializer, an override, a function exposed to Objective-C.
    var isEntry = false
}

/// Everything read from one Swift file.
struct FileFacts: Sendable {
    var path: String
    /// The module the file belongs to (``SourceFile/module``: its target, else a guess from its path).
    var module: String
    var imports: [String]
    var types: [TypeFacts]
    var diagnostics: [ScanDiagnostic]
}

extension FileFacts {
    /// A file the scan does not read, with a warning at `line` saying why (`reason`) and that it is left out.
    static func leftOut(_ file: SourceFile, line: Int, reason: String) -> FileFacts {
        FileFacts(
            path: file.path, module: file.module, imports: [], types: [],
            diagnostics: [
                ScanDiagnostic(
                    kind: .leftOutFile, place: SourceLocation(path: file.path, line: line),
                    message: "\(reason); the file is left out")
            ])
    }
}

import RibTrace
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one Swift file and reads its type declarations into ``FileFacts``. A file with syntax errors
/// yields a warning per error (at most a few) and whatever the parser recovered.
struct DeclarationReader {
    private let path: String
    private let converter: SourceLocationConverter
    private let tree: SourceFileSyntax
    private var types: [TypeFacts] = []

    /// Reads `source`, which lives at `path` (as it will be printed), parsed in the file's language mode. A file
    /// nested deeper than `limits` allow, in its bytes or in its syntax tree, is left out with a warning before
    /// anything recurses into it.
    static func read(
        source: [UInt8], path: String, module: String, mode: LanguageMode,
        limits: ScanLimits
    ) -> FileFacts {
        let tree: SourceFileSyntax
        switch ParseBudget.tree(source, path: path, mode: mode, limits: limits) {
        case .success(let parsed): tree = parsed
        case .failure(let refusal):
            return .leftOut(SourceFile(path: path, module: module), line: refusal.line, reason: refusal.reason)
        }
        var reader = DeclarationReader(path: path, tree: tree)
        reader.collect(reader.tree.statements.map { Syntax($0.item) }, prefix: nil)
        let imports = reader.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            .map { $0.path.map(\.name.bareText).joined(separator: ".") }
        return FileFacts(
            path: path, module: module, imports: imports, types: reader.types,
            diagnostics: reader.syntaxErrors())
    }

    private init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    private static let maxErrorsPerFile = 3

    private func syntaxErrors() -> [ScanDiagnostic] {
        guard tree.hasError else { return [] }
        let found = ParseDiagnosticsGenerator.diagnostics(for: tree)
        var diagnostics = found.prefix(Self.maxErrorsPerFile).map { diagnostic in
            ScanDiagnostic(
                kind: .syntaxError,
                place: RibTrace.SourceLocation(path: path, line: diagnostic.location(converter: converter).line),
                message:
                    "syntax error: \(InputExcerpt.shortened(quotesIn: diagnostic.message)); the rest of the file is read as the parser recovered it"
            )
        }
        if found.count > Self.maxErrorsPerFile, let last = diagnostics.last {
            diagnostics.append(
                ScanDiagnostic(
                    kind: .syntaxError, place: last.place,
                    message: "\(found.count - Self.maxErrorsPerFile) more syntax errors in this file"))
        }
        return diagnostics
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    private func place(_ node: some SyntaxProtocol) -> RibTrace.SourceLocation {
        RibTrace.SourceLocation(path: path, line: line(node))
    }

    private mutating func collect(_ items: [Syntax], prefix: String?) {
        for item in items {
            if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case .statements(let statements)?: collect(statements.map { Syntax($0.item) }, prefix: prefix)
                    case .decls(let decls)?: collect(decls.map { Syntax($0.decl) }, prefix: prefix)
                    default: break
                    }
                }
            } else if let decl = item.as(DeclSyntax.self) {
                collect(decl, prefix: prefix)
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax, prefix: String?) {
        if let node = decl.as(TypeAliasDeclSyntax.self) { return collectComposition(node, prefix: prefix) }
        guard let kind = Self.kind(of: decl), let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let name = decl.asProtocol(NamedDeclSyntax.self)?.name
        let extended = decl.as(ExtensionDeclSyntax.self)?.extendedType
        let ownName = name?.bareText ?? extended.map { TypeName($0).qualified } ?? ""
        let fullName = prefix.map { "\($0).\(ownName)" } ?? ownName
        var facts = TypeFacts(
            kind: kind, name: fullName,
            inherited: group.inheritanceClause?.inheritedTypes.map { TypeName($0.type) } ?? [],
            place: RibTrace.SourceLocation(path: path, line: name.map(line) ?? extended.map(line) ?? line(decl)),
            members: [], functions: [])
        facts.isVisibleToImporters =
            decl.asProtocol(WithModifiersSyntax.self).map { Self.isVisible($0.modifiers) } ?? false
        if kind == .class || kind == .protocol { facts.contentHash = ContentHash.of(decl, named: ownName) }
        var nested: [DeclSyntax] = []
        read(group.memberBlock.members.map { Syntax($0.decl) }, into: &facts, nested: &nested)
        types.append(facts)
        for inner in nested { collect(inner, prefix: fullName) }
    }

    /// What `decl` declares when it is a type or an extension; nil for any other declaration.
    private static func kind(of decl: DeclSyntax) -> TypeFacts.Kind? {
        switch decl.kind {
        case .classDecl: .class
        case .structDecl: .struct
        case .enumDecl: .enum
        case .actorDecl: .actor
        case .protocolDecl: .protocol
        case .extensionDecl: .extension
        default: nil
        }
    }

    /// A type alias that names a protocol composition or another type (`typealias HomeBuilders =
    /// HasEventBuilder & HasSoonBuilder`): a type whose parts a router's holder may stand for.
    private mutating func collectComposition(_ node: TypeAliasDeclSyntax, prefix: String?) {
        let value = node.initializer.value
        let parts =
            value.as(CompositionTypeSyntax.self)?.elements.map(\.type)
            ?? (value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self) ? [value] : [])
        guard !parts.isEmpty else { return }
        let ownName = prefix.map { "\($0).\(node.name.bareText)" } ?? node.name.bareText
        types.append(
            TypeFacts(
                kind: .composition, name: ownName, inherited: parts.map(TypeName.init), place: place(node.name),
                members: [], functions: [], isVisibleToImporters: Self.isVisible(node.modifiers)))
    }

    /// Whether `modifiers` make a declaration visible to the modules that import its own.
    private static func isVisible(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
    }

    private func read(_ items: [Syntax], into facts: inout TypeFacts, nested: inout [DeclSyntax]) {
        var assigned: [String: MemberFacts.Forward] = [:]
        // A builder's or a component's bodies build; they never show a view, so their calls are not kept (a
        // scan reads one of each per RIB: keeping them would cost every scan for nothing).
        let base = facts.kind == .class ? facts.inherited.first?.base : nil
        let readsCalls =
            base.map { !RoleClassifier.builders.contains($0) && !RoleClassifier.components.contains($0) }
            ?? true
        defer {
            for index in facts.members.indices where facts.members[index].forward == nil {
                facts.members[index].forward = assigned[facts.members[index].name]
            }
        }
        for item in items {
            if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let decls)? = clause.elements {
                        read(decls.map { Syntax($0.decl) }, into: &facts, nested: &nested)
                    }
                }
            } else if let variable = item.as(VariableDeclSyntax.self) {
                read(variable, into: &facts)
            } else if let function = item.as(FunctionDeclSyntax.self) {
                facts.functions.append(
                    self.function(
                        name: function.name.bareText, signature: function.signature,
                        body: function.body.map(Syntax.init), at: function.name, readsCalls: readsCalls,
                        isEntry: Self.isEntry(function)))
            } else if let initializer = item.as(InitializerDeclSyntax.self) {
                facts.functions.append(
                    self.function(
                        name: "init", signature: initializer.signature,
                        body: initializer.body.map(Syntax.init), at: initializer.initKeyword, readsCalls: readsCalls,
                        isEntry: true))
                if let body = initializer.body { assigned.merge(Self.assignedForwards(body)) { first, _ in first } }
            } else if let decl = item.as(DeclSyntax.self),
                decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                    || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
                    || decl.is(TypeAliasDeclSyntax.self)
            {
                nested.append(decl)
            }
        }
    }

    /// Whether something outside the app's calls may run `function`: an override (RIBs' `didLoad`, UIKit's
    /// `viewDidLoad`) or a function exposed to Objective-C (a selector, an action).
    private static func isEntry(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.text == "override" }
            || function.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
                    return false
                }
                return ["objc", "IBAction", "IBSegueAction"].contains(name)
            }
    }

    private func function(
        name: String, signature: FunctionSignatureSyntax, body: Syntax?, at token: TokenSyntax, readsCalls: Bool,
        isEntry: Bool
    ) -> FunctionFacts {
        let parameters = signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.bareText == "_" ? nil : parameter.firstName.bareText
            return (
                label: label, name: (parameter.secondName ?? parameter.firstName).bareText,
                type: TypeName(parameter.type)
            )
        }
        let reader = body.map { BodyReader($0, path: path, converter: converter, readsCalls: readsCalls) }
        var locals = reader?.locals ?? [:]
        for parameter in parameters where locals[parameter.name] == nil {
            locals[parameter.name] = parameter.type.qualified
        }
        return FunctionFacts(
            name: name, parameters: parameters,
            requiredCount: signature.parameterClause.parameters.count { $0.defaultValue == nil },
            defaultCases: signature.parameterClause.parameters.map {
                $0.defaultValue.flatMap { CallSummary.caseName($0.value) }
            },
            returnType: signature.returnClause.map { TypeName($0.type) }, locals: locals,
            constructions: reader?.constructions ?? [], place: place(token), calls: reader?.calls ?? [],
            isEntry: isEntry)
    }

    private func read(_ variable: VariableDeclSyntax, into facts: inout TypeFacts) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let getter = Self.getter(binding.accessorBlock)
            let initial = binding.initializer.map { BodyReader.unwrapped($0.value) }
            var type = binding.typeAnnotation.map { TypeName($0.type) }
            if type == nil, let call = initial?.as(FunctionCallExprSyntax.self) {
                type = TypeName(constructedBy: call.calledExpression)
            }
            let forward = getter.flatMap(Self.forward) ?? initial.flatMap(Self.forward(initialValue:))
            facts.members.append(MemberFacts(name: name.bareText, type: type, place: place(name), forward: forward))
            facts.functions += observers(of: binding.accessorBlock, property: name)
            if let body: Syntax = getter.map(Syntax.init) ?? binding.initializer.map({ Syntax($0.value) }) {
                let reader = BodyReader(body, path: path, converter: converter, implicitType: type?.qualified)
                guard !reader.constructions.isEmpty else { continue }
                facts.functions.append(
                    FunctionFacts(
                        name: name.bareText, parameters: [], returnType: type, locals: reader.locals,
                        constructions: reader.constructions, place: place(name)))
            }
        }
    }

    /// Stored properties an initializer sets to another name for a value (`self.api = dependency.api`):
    /// they forward like a computed `{ dependency.api }`. A bare name on the right is the initializer's
    /// parameter (`self.service = service`), a value the component is handed, so it forwards nothing.
    private static func assignedForwards(_ body: CodeBlockSyntax) -> [String: MemberFacts.Forward] {
        var forwards: [String: MemberFacts.Forward] = [:]
        for statement in body.statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first, let value = sequence.elements.last,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                BodyReader.unwrapped(value).is(MemberAccessExprSyntax.self),
                let forward = forward(expression: value)
            else { continue }
            if let reference = target.as(DeclReferenceExprSyntax.self) {
                forwards[reference.baseName.text] = forward
            } else if let access = target.as(MemberAccessExprSyntax.self),
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            {
                forwards[access.declName.baseName.text] = forward
            }
        }
        return forwards
    }

    /// The bodies that run when the property is assigned (`didSet`, `willSet`, `set`), with their calls.
    private func observers(of block: AccessorBlockSyntax?, property: TokenSyntax) -> [FunctionFacts] {
        guard case .accessors(let accessors)? = block?.accessors else { return [] }
        return accessors.compactMap { accessor in
            guard let body = accessor.body else { return nil }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.didSet), .keyword(.willSet), .keyword(.set): break
            default: return nil
            }
            let reader = BodyReader(body, path: path, converter: converter, readsCalls: true)
            return FunctionFacts(
                name: property.bareText, parameters: [], returnType: nil, locals: reader.locals,
                constructions: reader.constructions, place: place(property), calls: reader.calls, observes: true)
        }
    }

    /// A computed property's getter body; nil for stored properties (with or without observers).
    private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let body)?: return body
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// Where a getter that is one expression leads: another member, or `dependency.x`.
    private static func forward(_ body: CodeBlockItemListSyntax) -> MemberFacts.Forward? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        let expression: ExprSyntax?
        if let statement = item.as(ReturnStmtSyntax.self) {
            expression = statement.expression
        } else {
            expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        }
        if let cast = expression?.as(IfExprSyntax.self) { return forward(castIn: cast) }
        return expression.flatMap(forward(expression:))
    }

    /// `if let d = self.dependency as? HasApis { return d.apis } else { … }`: an extension of the framework's
    /// `Component` hands on what the dependency provides, once cast to the protocol declaring it.
    private static func forward(castIn statement: IfExprSyntax) -> MemberFacts.Forward? {
        guard statement.conditions.count == 1,
            let binding = statement.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
            let value = binding.initializer?.value, isDependency(BodyReader.unwrapped(value)),
            statement.body.statements.count == 1, let item = statement.body.statements.first?.item
        else { return nil }
        let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let access = returned.map(BodyReader.unwrapped)?.as(MemberAccessExprSyntax.self),
            access.base.map(BodyReader.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.bareText == bound
        else { return nil }
        return .dependency(access.declName.baseName.bareText)
    }

    /// Whether `expression` is the component's dependency: `dependency` or `self.dependency`.
    private static func isDependency(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.bareText == "dependency"
        }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return false }
        return access.declName.baseName.bareText == "dependency"
            && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.bareText == "self"
    }

    /// Where an initial value leads: `dependency.x`, another member, or the same in a closure called in
    /// place (`lazy var api: API = { dependency.api }()`).
    private static func forward(initialValue value: ExprSyntax) -> MemberFacts.Forward? {
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self)
        {
            return forward(closure.statements)
        }
        return forward(expression: value)
    }

    private static func forward(expression: ExprSyntax) -> MemberFacts.Forward? {
        let expression = BodyReader.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.bareText != "self" {
            return .member(reference.baseName.bareText)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base.map(BodyReader.unwrapped)
        else { return nil }
        let name = access.declName.baseName.bareText
        if base.as(DeclReferenceExprSyntax.self)?.baseName.bareText == "self" { return .member(name) }
        return isDependency(base) ? .dependency(name) : nil
    }
}

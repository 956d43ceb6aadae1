import RibTrace
import SwiftSyntax

/// Reads a body (a function's, a getter's, a closure's or an initial value) for the types it constructs
/// and the locals whose type it can tell.
final class BodyReader: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let path: String
    private(set) var constructions: [Construction] = []
    private(set) var locals: [String: String] = [:]
    /// Every call and assignment, in source order (outer calls before those in their arguments), when asked for.
    private(set) var calls: [CallFacts] = []
    private let readsCalls: Bool
    /// Calls written `.init(…)` whose type an annotation gives (`let component: MainComponent = .init(…)`).
    private var implicitTypes: [SyntaxIdentifier: String] = [:]
    /// Calls whose value is bound to a name (`let offGame = offGameBuilder.build(…)`), for ``calls``.
    private var boundCalls: [SyntaxIdentifier: String] = [:]
    /// The case names each enclosing `switch` lists, innermost last (empty for a switch over no enum cases).
    private var switchCases: [Set<String>] = []
    /// The enum-case branches the walk is in, outermost first, for ``CallFacts/branches``.
    private var branches: [CallFacts.Branch] = []

    /// Reads `node` at once. `implicitType` is the written type of the property whose initial value `node`
    /// is, for a value written `.init(…)`; `readsCalls` also keeps every call and assignment (a function's
    /// body, where a router shows its children).
    init(
        _ node: some SyntaxProtocol, path: String, converter: SourceLocationConverter, implicitType: String? = nil,
        readsCalls: Bool = false
    ) {
        self.converter = converter
        self.path = path
        self.readsCalls = readsCalls
        super.init(viewMode: .sourceAccurate)
        if let implicitType, let value = Syntax(node).as(ExprSyntax.self) {
            noteImplicitInit(value, type: implicitType)
        }
        walk(node)
    }

    private func noteImplicitInit(_ value: ExprSyntax, type: String) {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
            access.declName.baseName.text == "init"
        else { return }
        implicitTypes[call.id] = type
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if readsCalls { record(CallSummary.call(node, boundTo: boundCalls[node.id])) }
        guard let type = Self.constructedType(node.calledExpression) ?? implicitTypes[node.id] else {
            return .visitChildren
        }
        var arguments = node.arguments.map { (label: $0.label?.bareText, value: argument($0.expression)) }
        if let closure = node.trailingClosure {
            arguments.append((label: nil, value: argument(ExprSyntax(closure))))
        }
        constructions.append(
            Construction(
                type: type, arguments: arguments,
                place: RibTrace.SourceLocation(
                    path: path,
                    line: node.startLocation(converter: converter).line)))
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if readsCalls, let value = node.initializer?.value { noteBinding(of: value, to: node.pattern) }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else {
            return .visitChildren
        }
        if let written = node.typeAnnotation?.type {
            locals[name] = TypeName(written).qualified
            if let value = node.initializer?.value { noteImplicitInit(value, type: TypeName(written).qualified) }
        } else if let value = node.initializer?.value, case .construction(let type) = argument(value) {
            locals[name] = type
        } else if let value = node.initializer?.value, let known = Self.knownType(value) {
            locals[name] = known
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let value = node.initializer?.value else { return .visitChildren }
        if readsCalls { noteBinding(of: value, to: node.pattern) }
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
            let known = Self.knownType(value)
        {
            locals[name] = known
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if readsCalls, let value = node.expression {
            let mentions = CallSummary.mentions(value)
            if !mentions.isEmpty { record(CallFacts(receiver: nil, name: "return", labels: [], mentions: mentions)) }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if readsCalls {
            switchCases.append(Set(node.cases.flatMap { $0.as(SwitchCaseSyntax.self).map(Self.caseNames) ?? [] }))
        }
        return .visitChildren
    }

    override func visitPost(_ node: SwitchExprSyntax) {
        if readsCalls { switchCases.removeLast() }
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if readsCalls, let all = switchCases.last, !all.isEmpty {
            branches.append(CallFacts.Branch(switchCases: all, caseNames: Set(Self.caseNames(of: node))))
        }
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if readsCalls, let all = switchCases.last, !all.isEmpty { branches.removeLast() }
    }

    /// `push` and `popRoot` for `case .push, .popRoot:`, `modal` for `case let .modal(type, style):`; none for
    /// `default` or a case that matches no enum case written with a leading dot.
    private static func caseNames(of node: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = node.label else { return [] }
        return label.caseItems.compactMap { item in
            let pattern = item.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? item.pattern
            return pattern.as(ExpressionPatternSyntax.self).flatMap { CallSummary.caseName($0.expression) }
        }
    }

    /// What a name bound to `value` is known to be: `T` for `x as? T` or `x as! T`, `Self` for `self`
    /// (`guard let strongSelf = self`).
    private static func knownType(_ value: ExprSyntax) -> String? {
        if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return "Self" }
        if let cast = value.as(AsExprSyntax.self) { return TypeName(cast.type).qualified }
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = sequence.elements.last?.as(TypeExprSyntax.self)
        else { return nil }
        return TypeName(type.type).qualified
    }

    private func record(_ call: CallFacts) {
        var call = call
        call.branches = branches
        calls.append(call)
    }

    /// `target = value`, where the value may go on (`x = y as? T`, `tabs = a + b`).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard readsCalls, node.elements.count >= 3,
            node.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else { return .visitChildren }
        let elements = Array(node.elements)
        guard let assignment = CallSummary.assignment(target: elements[0], value: elements[2...]) else {
            return .visitChildren
        }
        record(assignment)
        if let call = Self.unwrapped(elements[2]).as(FunctionCallExprSyntax.self) {
            boundCalls[call.id] = assignment.name
        }
        return .visitChildren
    }

    /// Notes that the call `value` is (`let x = call`), its value bound to the pattern's name, or to the first
    /// name of a tuple pattern (`let (router, actionable) = builder.build(…)`); a name bound to other names'
    /// values (`let page = done.viewControllable.uiviewController`, `let tabs = [home.viewControllable, …]`) is
    /// kept as a binding of the chains it uses.
    private func noteBinding(of value: ExprSyntax, to pattern: PatternSyntax) {
        let name =
            pattern.as(IdentifierPatternSyntax.self)?.identifier
            ?? pattern.as(TuplePatternSyntax.self)?.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        guard let name = name?.bareText else { return }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) {
            boundCalls[call.id] = name
        } else {
            let mentions = CallSummary.mentions(value)
            guard !mentions.isEmpty else { return }
            record(
                CallFacts(
                    receiver: [], name: name, labels: [], mentions: mentions, isAssignment: true, boundTo: name,
                    caseArguments: CallSummary.caseName(value).map { [$0] } ?? []))
        }
    }

    /// The type a call constructs: `Foo(…)`, `Foo<T>(…)`, `Module.Foo(…)`, `Foo.init(…)`; nil for calls of functions.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareText
            return TypeName.isSpelledAsType(name) ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return constructedType(specialized.expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let baseType = constructedType(base)
        {
            let member = access.declName.baseName.bareText
            if member == "init" { return baseType }
            return TypeName.isSpelledAsType(member) ? "\(baseType).\(member)" : nil
        }
        return nil
    }

    private func argument(_ expression: ExprSyntax) -> Construction.Argument {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareText
            return name == "self" ? .selfReference : .name(name)
        }
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.base.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.bareText == "self"
        {
            return .name(access.declName.baseName.bareText)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let type = Self.constructedType(call.calledExpression)
        {
            return .construction(type)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(BodyReader(closure.statements, path: path, converter: converter).constructions)
        }
        return .other
    }

    /// `x as T`, `try x`, `x!`, `(x)` read as `x`: the value is still `x`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let cast = expression.as(AsExprSyntax.self) { return unwrapped(cast.expression) }
        if let attempt = expression.as(TryExprSyntax.self) { return unwrapped(attempt.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return unwrapped(first)
        }
        return expression
    }
}

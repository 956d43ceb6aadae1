import SwiftSyntax

/// Reduces a call or an assignment to a ``CallFacts``: the name chains it is made on and uses, read shallowly so
/// that a body is read in time linear in its size.
enum CallSummary {
    /// The longest name chain kept; a longer one is cut (its first names are what matching uses).
    private static let maxChain = 8
    /// How deep nested calls and array literals in an argument are read for the names they use.
    private static let maxDepth = 3
    /// The most chains kept per call.
    private static let maxMentions = 16

    /// The call `node`, its value bound to `boundTo`.
    static func call(_ node: FunctionCallExprSyntax, boundTo: String?) -> CallFacts {
        let called = node.calledExpression
        let name: String
        let receiver: [String]?
        if let access = called.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.bareText
            receiver = access.base.flatMap { chain(ExprSyntax($0)) }
        } else {
            name = chain(called)?.last ?? ""
            receiver = []
        }
        var mentions: [[String]] = []
        // `[home, settings].compactMap { … }`: a call on a value that is no chain uses what that value uses.
        if receiver == nil, let base = called.as(MemberAccessExprSyntax.self)?.base {
            mentions += Self.mentions(ExprSyntax(base), depth: 1)
        }
        for argument in node.arguments where mentions.count < maxMentions {
            mentions += Self.mentions(argument.expression, depth: 0)
        }
        return CallFacts(
            receiver: receiver, name: name, labels: node.arguments.map { $0.label?.bareText },
            trailingClosures: (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count,
            mentions: Array(mentions.prefix(maxMentions)), boundTo: boundTo,
            caseArguments: (caseName(ExprSyntax(node)).map { [$0] } ?? [])
                + node.arguments.compactMap { caseName($0.expression) })
    }

    /// `push` for `.push`, `.modal(type: …)` or `TransitionType.push`: an enum case (in an argument, a `case`
    /// pattern or a bound value), written with a leading dot or after its type's name; nil for anything else,
    /// `.init(…)` included.
    static func caseName(_ expression: ExprSyntax) -> String? {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let access = called.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.bareText
        guard name != "init", !TypeName.isSpelledAsType(name) else { return nil }
        guard let base = access.base else { return name }
        let type = base.as(DeclReferenceExprSyntax.self)?.baseName.bareText
        return type.map(TypeName.isSpelledAsType) == true ? name : nil
    }

    /// `target = value` as an assignment to the last name of `target`'s chain, the value's elements in order
    /// (`a + b`, `y as? T`); nil when the target is no chain.
    static func assignment(target: ExprSyntax, value: ArraySlice<ExprSyntax>) -> CallFacts? {
        guard let names = chain(target), let name = names.last else { return nil }
        return CallFacts(
            receiver: Array(names.dropLast()), name: name, labels: [],
            mentions: Array(value.flatMap { mentions($0, depth: 0) }.prefix(maxMentions)), isAssignment: true)
    }

    /// `a.b?.c` as `["a", "b", "c"]`, `self` left out (`super` kept), casts, `try`, `!` and `?` read through; nil for anything
    /// that is not a chain of names.
    static func chain(_ expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = BodyReader.unwrapped(expression)
        while names.count <= maxChain * 2 {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = BodyReader.unwrapped(optional.expression)
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                names.append(access.declName.baseName.bareText)
                current = BodyReader.unwrapped(base)
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.bareText
                if name != "self" { names.append(name) }
                return Array(names.reversed().prefix(maxChain))
            } else if current.is(SuperExprSyntax.self) {
                return Array((names + ["super"]).reversed().prefix(maxChain))
            } else {
                return nil
            }
        }
        return nil
    }

    /// The chains `expression` uses: itself when it is one, else the elements of an array literal, the operands
    /// of an operator, the arguments of a call and the collection an element is taken from (`tabs[index]`),
    /// `depth` levels down.
    static func mentions(_ expression: ExprSyntax, depth: Int = 0) -> [[String]] {
        if let names = chain(expression) { return names.isEmpty ? [] : [names] }
        guard depth < maxDepth else { return [] }
        let expression = BodyReader.unwrapped(expression)
        // `a + b`, `flag ? a : b`: what each operand uses.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.prefix(maxMentions).flatMap { mentions($0, depth: depth + 1) }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.prefix(maxMentions).flatMap { mentions($0.expression, depth: depth + 1) }
        }
        if let element = expression.as(SubscriptCallExprSyntax.self) {
            return mentions(element.calledExpression, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `attachList()` on `self`: the value a helper of the same type returns.
            let own = call.calledExpression.as(DeclReferenceExprSyntax.self).map { [[$0.baseName.bareText + "()"]] }
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { chain(ExprSyntax($0)) }
            return (own ?? []) + (base.map { $0.isEmpty ? [] : [$0] } ?? [])
                + call.arguments.prefix(maxMentions).flatMap { mentions($0.expression, depth: depth + 1) }
        }
        return []
    }
}

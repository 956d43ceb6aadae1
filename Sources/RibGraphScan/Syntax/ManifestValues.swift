import SwiftSyntax

/// What a manifest's expressions stand for, read in a scope and never run: string literals (interpolating
/// constants or a helper's parameters), lists of them, the targets a target depends on, a project's source
/// globs and the case a member access names. ``ManifestReader`` reads its declarations through it.
struct ManifestValues {
    /// The values names stand for where an expression is read: a manifest's top-level `let` constants, or a
    /// helper's parameters, each bound to the caller's expression and read in the caller's scope.
    final class Scope {
        let constants: [String: String]
        let bindings: [String: (ExprSyntax, Scope)]

        /// A scope of `constants`, by name, and of names `bindings` binds to an expression and its own scope.
        init(constants: [String: String] = [:], bindings: [String: (ExprSyntax, Scope)] = [:]) {
            self.constants = constants
            self.bindings = bindings
        }
    }

    /// The names known where the expressions are read.
    let scope: Scope
    /// The Tuist helpers whose enums name modules (``caseRawValue(_:)``).
    let helpers: ManifestHelpers?

    /// Tuist's source globs, into `target`: a string, an array, `.glob("…", excluding: […])`, `.paths([…])`,
    /// `SourceFilesList(globs: […])`, `.relativeToManifest("…")`, `.relativeToRoot("…")`. False for anything else.
    func globs(
        _ expression: ExprSyntax, fromRoot: Bool = false, excluded: Bool = false,
        into target: inout ManifestReader.Declared
    ) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let (bound, boundScope) = scope.bindings[reference.baseName.text]
        {
            return within(boundScope).globs(bound, fromRoot: fromRoot, excluded: excluded, into: &target)
        }
        if let literal = string(expression) {
            switch (fromRoot, excluded) {
            case (false, false): target.sources = (target.sources ?? []) + [literal]
            case (false, true): target.excludes.append(literal)
            case (true, false): target.rootSources.append(literal)
            case (true, true): target.rootExcludes.append(literal)
            }
            return true
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            for element in array.elements
            where !globs(element.expression, fromRoot: fromRoot, excluded: excluded, into: &target) {
                return false
            }
            return true
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["glob", "paths", "sourceFilesList", "SourceFilesList", "init", "relativeToManifest", "relativeToRoot"]
                .contains(name)
        else { return false }
        let root = name == "relativeToRoot" || (fromRoot && name != "relativeToManifest")
        for argument in call.arguments {
            switch argument.label?.text {
            case nil, "globs", "paths", "pattern":
                guard globs(argument.expression, fromRoot: root, excluded: excluded, into: &target) else {
                    return false
                }
            case "excluding":
                guard globs(argument.expression, excluded: true, into: &target) else { return false }
            default:
                continue
            }
        }
        return true
    }

    /// A string literal or an array of them.
    func strings(_ expression: ExprSyntax) -> [String]? {
        if let single = string(expression) { return [single] }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var list: [String] = []
        for element in array.elements {
            guard let value = string(element.expression) else { return nil }
            list.append(value)
        }
        return list
    }

    /// The names of the targets and products `expression` depends on: `.target(name:)`, `.project(target:path:)`,
    /// `.external(name:)`, `.package(product:)`, `.product(name:package:)`, `.byName(name:)`, a package's
    /// plain string, arrays of them joined with `+`; `.sdk(…)` and `.xctest` name no module. Nil when any part
    /// cannot be read: then nothing is known of the target's dependencies.
    func dependencies(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let (bound, boundScope) = scope.bindings[reference.baseName.text]
        {
            return within(boundScope).dependencies(bound)
        }
        if let single = string(expression) { return [single] }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            guard let left = dependencies(infix.leftOperand), let right = dependencies(infix.rightOperand) else {
                return nil
            }
            return left + right
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let found = dependencies(element.expression) else { return nil }
                names += found
            }
            return names
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "xctest" {
            return []
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        if kind == "sdk" { return [] }
        let label = ["project": "target", "package": "product"][kind] ?? "name"
        return call.arguments.first { $0.label?.text == label }.flatMap { string($0.expression) }.map { [$0] }
    }

    /// The case a member access names (`.framework`), through a helper's parameter.
    func memberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let (bound, boundScope) = scope.bindings[reference.baseName.text]
        {
            return within(boundScope).memberName(bound)
        }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The string raw value of the helpers' enum case a member chain goes through, nearest first
    /// (`Modules.Features.bgmSelect.module` → `"BGMSelect"`): Tuist apps name each module after such a case.
    func caseRawValue(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let (bound, boundScope) = scope.bindings[reference.baseName.text]
        {
            return within(boundScope).caseRawValue(bound)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let value = helpers?.rawValue(ofCase: member.declName.baseName.text) { return value }
        return member.base.flatMap(caseRawValue)
    }

    /// What `expression` stands for here, as every reading of a helper's body can see it: two arguments
    /// with the same fingerprint make the body declare the same targets (``HelperExpansions``).
    func fingerprint(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let (bound, boundScope) = scope.bindings[reference.baseName.text]
        {
            return within(boundScope).fingerprint(bound)
        }
        var globbed = ManifestReader.Declared(name: "", role: .primary)
        let globs =
            globs(expression, into: &globbed)
            ? [globbed.sources ?? [], globbed.excludes, globbed.rootSources, globbed.rootExcludes] : nil
        let readings: [String?] = [
            string(expression), strings(expression)?.joined(separator: "\u{1}"),
            globs?.map { $0.joined(separator: "\u{1}") }.joined(separator: "\u{2}"),
            dependencies(expression)?.joined(separator: "\u{1}"), memberName(expression),
        ]
        guard readings.contains(where: { $0 != nil }) else { return "?" + expression.trimmedDescription }
        return readings.map { $0.map { "=" + $0 } ?? "-" }.joined(separator: "\u{3}")
    }

    /// The same reading in scope `other`.
    func within(_ other: Scope) -> ManifestValues {
        ManifestValues(scope: other, helpers: helpers)
    }

    /// A string literal, interpolating only constants or a helper's parameters, or such a name, or the `name` or
    /// `rawValue` of a module enum's case (``caseRawValue(_:)``).
    func string(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let (bound, boundScope) = scope.bindings[name] { return within(boundScope).string(bound) }
            return scope.constants[name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["name", "rawValue"].contains(member.declName.baseName.text)
        {
            return caseRawValue(base)
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                let value = interpolated.expressions.first.flatMap({ string($0.expression) })
            {
                text += value
            } else {
                return nil
            }
        }
        return text
    }
}

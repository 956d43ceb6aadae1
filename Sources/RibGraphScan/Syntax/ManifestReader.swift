import SwiftSyntax

/// Reads the target declarations of a `Package.swift` or a Tuist `Project.swift` from its syntax, never running
/// it: what each target literally says about its name and files. A declaration whose name, path or sources are
/// not string literals (or top-level `let` constants made of them) cannot be read this way, as when a helper
/// builds the targets; it is only counted, as are a package's binary and system library targets.
final class ManifestReader: SyntaxVisitor {
    /// A target declaration as written: paths relative to the manifest's folder (a package's `path` and its
    /// `sources` and `exclude`, relative to the target's path; a project's `sources` globs and their exclusions),
    /// or to Tuist's root folder (a project's `.relativeToRoot` globs).
    struct Declared: Equatable {
        var name: String
        var role: ManifestTargets.Role
        /// A package target's `path:`; nil when it takes SwiftPM's default.
        var path: String?
        /// A package target's `sources:`; a project target's globs. Nil: a package target's whole path.
        var sources: [String]?
        var excludes: [String] = []
        /// A project target's globs relative to Tuist's root folder, and their exclusions.
        var rootSources: [String] = []
        var rootExcludes: [String] = []
    }

    /// Which manifest is read: the calls that declare targets differ.
    enum Kind { case package, project }

    private let kind: Kind
    /// Top-level `let name = "…"` constants, by name.
    private var constants: [String: String] = [:]
    private(set) var declared: [Declared] = []
    /// How many non-test target declarations take no files here: unreadable ones, binary and system library
    /// targets. SwiftPM counts them when it decides whether a single target takes the whole `Sources` folder.
    private(set) var unclaimed = 0

    /// The declarations of the manifest `file`, parsed within the scan's limits (``ParseBudget``).
    static func read(_ file: SourceFileSyntax, kind: Kind) -> ManifestReader {
        let reader = ManifestReader(kind: kind)
        reader.collectConstants(file)
        reader.walk(file)
        return reader
    }

    private init(kind: Kind) {
        self.kind = kind
        super.init(viewMode: .sourceAccurate)
    }

    private func collectConstants(_ file: SourceFileSyntax) {
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer.flatMap({ string($0.value) })
                else { continue }
                constants[name] = value
            }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let called = declaringCall(node), !isDependency(node) else { return .visitChildren }
        guard !["binaryTarget", "systemLibrary"].contains(called) else {
            unclaimed += 1
            return .skipChildren
        }
        let arguments = Dictionary(
            node.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
            uniquingKeysWith: { first, _ in first })
        let role =
            called == "testTarget"
            ? .test
            : ManifestTargets.Role(
                product: arguments["product"]?.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
        guard let target = read(arguments, role: role) else {
            if role != .test { unclaimed += 1 }
            return .skipChildren
        }
        declared.append(target)
        return .skipChildren
    }

    /// The target declaration `node` calls (`target`, `testTarget`, …), or nil for another call.
    private func declaringCall(_ node: FunctionCallExprSyntax) -> String? {
        let names: Set<String> =
            kind == .package
            ? ["target", "executableTarget", "testTarget", "macro", "binaryTarget", "systemLibrary"]
            : ["target", "init"]
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard names.contains(name), member.base == nil || base == "Target" else { return nil }
            return name == "init" && base == nil ? nil : name
        }
        if kind == .project, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" {
            return "init"
        }
        return nil
    }

    /// Whether the call names a target another one depends on (`dependencies: [.target(name: "Core")]`, a
    /// `let` of a `Target.Dependency` type) rather than declaring one.
    private func isDependency(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.as(LabeledExprSyntax.self)?.label?.text == "dependencies" { return true }
            if let variable = current.as(VariableDeclSyntax.self) {
                return variable.bindings.contains {
                    $0.typeAnnotation?.type.trimmedDescription.contains("Dependency") == true
                }
            }
            parent = current.parent
        }
        return false
    }

    private func read(_ arguments: [String: ExprSyntax], role: ManifestTargets.Role) -> Declared? {
        guard let name = arguments["name"].flatMap(string) else { return nil }
        var target = Declared(name: name, role: role)
        switch kind {
        case .package:
            if let path = arguments["path"] {
                guard let literal = string(path) else { return nil }
                target.path = literal
            }
            if let sources = arguments["sources"] {
                guard let list = strings(sources) else { return nil }
                target.sources = list
            }
            if let excludes = arguments["exclude"] {
                guard let list = strings(excludes) else { return nil }
                target.excludes = list
            }
        case .project:
            guard let expression = arguments["sources"], globs(expression, into: &target),
                target.sources != nil || !target.rootSources.isEmpty
            else { return nil }
        }
        return target
    }

    /// Tuist's source globs, into `target`: a string, an array, `.glob("…", excluding: […])`, `.paths([…])`,
    /// `SourceFilesList(globs: […])`, `.relativeToManifest("…")`, `.relativeToRoot("…")`. False for anything else.
    private func globs(
        _ expression: ExprSyntax, fromRoot: Bool = false, excluded: Bool = false,
        into target: inout Declared
    ) -> Bool {
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
    private func strings(_ expression: ExprSyntax) -> [String]? {
        if let single = string(expression) { return [single] }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var list: [String] = []
        for element in array.elements {
            guard let value = string(element.expression) else { return nil }
            list.append(value)
        }
        return list
    }

    /// A string literal, interpolating only constants, or a constant's name.
    private func string(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
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

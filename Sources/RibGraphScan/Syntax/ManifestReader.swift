import SwiftSyntax

/// Reads the target declarations of a `Package.swift` or a Tuist `Project.swift` from its syntax, never running
/// it: what each target says about its name, its files and the targets it depends on. Names and paths are string
/// literals, top-level `let` constants made of them, or, inside a Tuist helper (``ManifestHelpers``) the manifest
/// calls, the helper's parameters bound to the call's arguments (`"\(name)Impl"`). A declaration read no way is
/// only counted, as are a package's binary and system library targets; a helper call that yields no target
/// falls back to the `name:` passed to it, which then takes every file below the manifest.
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
        /// The targets and products it depends on, by name; nil when a dependency cannot be read.
        var dependencies: [String]? = []
        /// Which rule named it, for warnings: `a target of App/Project.swift`, `helper … called in …`.
        var namedBy = ""
    }

    /// How many helpers deep a call is read (a helper calling a helper calling …).
    private static let maxHelperDepth = 4

    /// Which manifest is read: the calls that declare targets differ.
    enum Kind { case package, project }

    private let kind: Kind
    /// What the manifest's expressions stand for, in the scope being read.
    private var values: ManifestValues
    private let helpers: ManifestHelpers?
    /// The helper calls expanded while reading this manifest, shared by its levels.
    let expansions: HelperExpansions
    private let depth: Int
    /// What the targets found here are named by, as warnings say it.
    private let namedBy: String
    /// The manifest's name as warnings print it.
    private let manifest: String
    private(set) var declared: [Declared] = []
    /// Calls of helpers that yield no target, each with the `name:` passed to it, for the fallback.
    private var unreadHelpers: [(function: String, name: String)] = []
    /// How many non-test target declarations take no files here: unreadable ones, binary and system library
    /// targets. SwiftPM counts them when it decides whether a single target takes the whole `Sources` folder.
    private(set) var unclaimed = 0

    /// The declarations of the manifest `file` (parsed within the scan's limits, ``ParseBudget``), printed
    /// `manifest` in warnings; a project's calls of `helpers` are read through them, until `deadline`.
    static func read(
        _ file: SourceFileSyntax, kind: Kind, manifest: String, helpers: ManifestHelpers? = nil,
        deadline: Deadline? = nil
    ) -> ManifestReader {
        let reader = ManifestReader(
            kind: kind, helpers: helpers, expansions: HelperExpansions(deadline: deadline), depth: 0,
            namedBy: "a target declared in \(manifest)", manifest: manifest)
        reader.collectConstants(file)
        reader.walk(file)
        reader.fallBackToHelperNames()
        return reader
    }

    private init(
        kind: Kind, helpers: ManifestHelpers?, expansions: HelperExpansions, depth: Int, namedBy: String,
        manifest: String
    ) {
        self.kind = kind
        self.helpers = helpers
        self.expansions = expansions
        self.depth = depth
        self.namedBy = namedBy
        self.manifest = manifest
        values = ManifestValues(scope: ManifestValues.Scope(), helpers: helpers)
        super.init(viewMode: .sourceAccurate)
    }

    /// Helper calls whose targets could not be read name a target after the `name:` passed to them: the only
    /// one takes every file below the manifest; several take the folders of their names.
    private func fallBackToHelperNames() {
        for call in unreadHelpers {
            var target = Declared(
                name: call.name, role: .primary, sources: [unreadHelpers.count == 1 ? "**" : "**/\(call.name)/**"])
            target.dependencies = nil
            target.namedBy = "the name passed to helper \(call.function) in \(manifest), whose targets cannot be read"
            declared.append(target)
        }
    }

    /// The manifest's top-level `let` constants: string ones by value, any other by its expression (`let module
    /// = Modules.Features.login.module`, read where `module.name` names a target).
    private func collectConstants(_ file: SourceFileSyntax) {
        var constants: [String: String] = [:]
        var expressions: [String: ExprSyntax] = [:]
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                if let literal = values.string(value) { constants[name] = literal } else { expressions[name] = value }
            }
        }
        let literals = ManifestValues.Scope(constants: constants)
        values = values.within(
            ManifestValues.Scope(constants: constants, bindings: expressions.mapValues { ($0, literals) }))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isDependency(node) else { return .visitChildren }
        guard let called = declaringCall(node) else { return readHelperCall(node) }
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
            : ManifestTargets.Role(product: arguments["product"].flatMap(values.memberName))
        guard let target = read(arguments, role: role) else {
            if role != .test { unclaimed += 1 }
            return .skipChildren
        }
        declared.append(target)
        return .skipChildren
    }

    /// A project's call of a helper: the targets its body declares, read with its parameters bound to the
    /// call's arguments; when it declares none that can be read, the `name:` passed to it is kept for the
    /// fallback. Any other call is looked into.
    private func readHelperCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard kind == .project,
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            !["Project", "Target", "init"].contains(name)
        else { return .visitChildren }
        let passedName = node.arguments.first { $0.label?.text == "name" }.flatMap { values.string($0.expression) }
        guard depth < Self.maxHelperDepth, let helpers,
            let function = helpers.function(name, labels: node.arguments.map { $0.label?.text }),
            let expanded = expansion(of: function, named: name, helpers: helpers, at: node)
        else {
            if let passedName, depth == 0, node.calledExpression.is(MemberAccessExprSyntax.self),
                !Self.isArgument(node)
            {
                unreadHelpers.append((name, passedName))
                return .skipChildren
            }
            return .visitChildren
        }
        declared += expanded.declared
        if expanded.declared.isEmpty, let passedName { unreadHelpers.append((name, passedName)) }
        unreadHelpers += expanded.unreadHelpers
        return .skipChildren
    }

    /// What the call `node` of helper `function` (called `name`) declares: remembered when a call with the
    /// same values was read, else read through its body; nil when it is not read (``HelperExpansions``).
    private func expansion(
        of function: ManifestHelpers.Function, named name: String, helpers: ManifestHelpers,
        at node: FunctionCallExprSyntax
    ) -> HelperExpansions.Expanded? {
        guard !expansions.isSpent else { return nil }
        let bindings = self.bindings(of: function, in: node)
        let key = HelperExpansions.key(
            function, bindings.mapValues { ManifestValues(scope: $0.1, helpers: helpers).fingerprint($0.0) })
        if let known = expansions.remembered(key) { return known }
        guard expansions.begin(key) else { return nil }
        let inner = ManifestReader(
            kind: kind, helpers: helpers, expansions: expansions, depth: depth + 1,
            namedBy: "helper \(name) (\(helpers.folder)/\(function.file)) called in \(manifest)", manifest: manifest)
        inner.values = values.within(ManifestValues.Scope(bindings: bindings))
        inner.walk(function.body)
        let expanded = HelperExpansions.Expanded(declared: inner.declared, unreadHelpers: inner.unreadHelpers)
        expansions.end(key, expanded)
        return expanded
    }

    /// The parameters of `function` bound to the arguments of the call `node`, each with the scope it is read
    /// in: the caller's for an argument, none for a default value.
    private func bindings(of function: ManifestHelpers.Function, in node: FunctionCallExprSyntax) -> [String: (
        ExprSyntax, ManifestValues.Scope
    )] {
        var bindings: [String: (ExprSyntax, ManifestValues.Scope)] = [:]
        var arguments = node.arguments[...]
        for parameter in function.parameters {
            if let next = arguments.first, next.label?.text == parameter.label {
                bindings[parameter.name] = (next.expression, values.scope)
                arguments.removeFirst()
            } else if let value = parameter.defaultValue {
                bindings[parameter.name] = (value, ManifestValues.Scope())
            }
        }
        return bindings
    }

    /// Whether `node` is passed to another call (`schemes: [.scheme(name: "App", …)]`): ProjectDescription's
    /// own values, never a helper that declares a project's targets.
    private static func isArgument(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent, !current.is(CodeBlockItemSyntax.self) {
            if current.is(LabeledExprSyntax.self) { return true }
            parent = current.parent
        }
        return false
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
        guard let name = arguments["name"].flatMap(values.string) else { return nil }
        var target = Declared(name: name, role: role)
        target.namedBy = namedBy
        target.dependencies = arguments["dependencies"].map(values.dependencies) ?? []
        switch kind {
        case .package:
            if let path = arguments["path"] {
                guard let literal = values.string(path) else { return nil }
                target.path = literal
            }
            if let sources = arguments["sources"] {
                guard let list = values.strings(sources) else { return nil }
                target.sources = list
            }
            if let excludes = arguments["exclude"] {
                guard let list = values.strings(excludes) else { return nil }
                target.excludes = list
            }
        case .project:
            guard let expression = arguments["sources"], values.globs(expression, into: &target),
                target.sources != nil || !target.rootSources.isEmpty
            else { return nil }
        }
        return target
    }
}

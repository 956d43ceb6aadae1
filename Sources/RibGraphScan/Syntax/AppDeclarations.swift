import Foundation
import RibTrace
import SwiftParser
import SwiftSyntax

/// What a flatten skeleton needs from the app's own files: which RIBs framework they import, the requirements
/// of each protocol they declare (so that a proposed RIB's interactor conforms to the listeners its children
/// already declare), how interactors answered their children, where each type is declared (so that a skeleton
/// is placed in the module whose types it uses, and imports the others), and the app's own way of pushing and
/// popping a screen.
package struct AppDeclarations: Sendable, Equatable {
    /// Where a type is declared.
    package struct Home: Sendable, Equatable {
        package var module: String
        /// Whether another module can use it (`public` or `open`).
        package var isPublic: Bool
        /// What its file imports: what a file using the type may need too (`Foundation` for a `UUID` member).
        package var imports: [String]
        /// For an internal enum of cases only (`enum FollowType: String { case follower … }`), its declaration
        /// as written, without comments: what can move, made public, to a module others import.
        package var movable: String? = nil
    }

    /// The modules the files import, sorted.
    package var imports: [String]
    /// Each protocol's requirements as written, without attributes' trivia or bodies, its inherited
    /// protocols' first (those the files declare); by protocol name.
    package var requirements: [String: [String]]
    /// The statements of each method of a class whose body names its router, as written, or `""` for an empty
    /// body, by class name (its extensions' too) and method name: how an interactor answered a child's report
    /// before flatten moved the child, and how an interactor took a step of its actionable item (MOIT-iOS's
    /// `routeToDetail(id:)`, `if let item = self.router?.attachMOITDetail(id: id) { … }`), which a proposed RIB
    /// that takes the routes over takes over too.
    package var routingBodies: [String: [String: String]] = [:]
    /// How a method of a class set up a navigation controller it made (`let nav = UINavigationController(…)`, then
    /// `nav.modalPresentationStyle = .fullScreen`): each assignment to the local's members, without the local, in
    /// order, by class and method name. A proposed navigation that takes the place of the child the method put in
    /// it is set up the same way (MOIT-iOS's Root hides the bar and presents full screen, cross-dissolving).
    package var navigationSetups: [String: [String: [String]]] = [:]
    /// How each function of a class that builds a child builds it, by class and function name (`RouterBuild`).
    package var routerBuilds: [String: [String: RouterBuild]] = [:]
    /// Each type's first declaration in path order, by name: classes, structs, enums, protocols, type aliases.
    package var homes: [String: Home] = [:]
    /// The app's own methods on `ViewControllable` whose first parameter is a view controllable, by name with
    /// the labels a call must give (`pushViewController(_:animated:)`; a parameter with a default is left
    /// out), each with its module: how the app pushes and pops a screen (hiding the tab bar, popping only the
    /// screen on top).
    package var showHelpers: [String: String] = [:]

    /// What the files below the folder every one of `ribs` is declared in say (each RIB's `declaredIn`, relative
    /// to `base`, the folder the scan was run in), read from the nearest folder above it that holds a package, a
    /// workspace or a repository, so that each file's module is named as the scan named it. A file that cannot be
    /// read is passed over: its declarations are simply unknown. RIBs that name no file (a recording's) give
    /// nothing to read; when they name files and none is below `base`, the skeletons would not fit the app.
    package static func read(declaredBy ribs: [RIB], below base: String, limits: ScanLimits) throws(AppSourcesMissing)
        -> AppDeclarations
    {
        let paths = ribs.compactMap(\.declaredIn).compactMap { SourceLocation($0)?.path }
        let baseURL = URL(fileURLWithPath: base, isDirectory: true)
        let located = paths.map { URL(fileURLWithPath: $0, relativeTo: baseURL).standardizedFileURL }
        if let first = paths.first, !located.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw AppSourcesMissing(folder: base, file: first)
        }
        let folders = Set(located.map { $0.deletingLastPathComponent().pathComponents })
        let common = folders.dropFirst().reduce(folders.first ?? []) { prefix, path in
            Array(zip(prefix, path).prefix { $0 == $1 }.map(\.0))
        }
        let folder = common.isEmpty ? base : NSString.path(withComponents: common)
        let files = (try? SourceDiscovery(limits: limits).discover(in: [projectRoot(above: folder)]).files) ?? []
        return read(files)
    }

    /// `folder`'s nearest ancestor (itself included) that holds a package, a workspace or a repository, as an
    /// absolute path, else `folder`: where the modules' manifests are read from, so that each file's module is
    /// the one the scan named.
    private static func projectRoot(above folder: String) -> String {
        let start = URL(fileURLWithPath: folder).standardizedFileURL
        var candidate = start
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { rootMarkers.contains($0) || $0.hasSuffix(".xcodeproj") }) {
                return candidate.path
            }
            guard candidate.pathComponents.count > 1 else { return start.path }
            candidate.deleteLastPathComponent()
        }
    }

    /// What a folder holds at the top of an app: a repository, a package, a Tuist workspace.
    private static let rootMarkers: Set<String> = [".git", "Package.swift", "Workspace.swift", "Tuist"]

    /// What `files` declare.
    static func read(_ files: [SourceFile]) -> AppDeclarations {
        var read = AppDeclarations(imports: [], requirements: [:])
        var imports = Set<String>()
        var own: [String: (inherited: [String], members: [String])] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            let fileImports = tree.statements.compactMap {
                $0.item.as(ImportDeclSyntax.self)?.path.map(\.name.text).joined(separator: ".")
            }
            imports.formUnion(fileImports)
            for item in tree.statements {
                if let (name, isPublic) = declaredType(item.item), read.homes[name] == nil {
                    read.homes[name] = Home(
                        module: file.module, isPublic: isPublic, imports: fileImports,
                        movable: isPublic ? nil : movable(item.item))
                }
                if let node = item.item.as(ProtocolDeclSyntax.self), own[node.name.text] == nil {
                    own[node.name.text] = (
                        node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                        requirements(of: node)
                    )
                } else if let (type, members) = typeMembers(item.item) {
                    read.note(members, of: type, module: file.module)
                }
            }
        }
        read.imports = imports.sorted()
        read.requirements = flattened(own)
        return read
    }

    /// Notes how a class's methods use its router, build children and set up navigation controllers, and
    /// `ViewControllable`'s helpers.
    private mutating func note(_ members: MemberBlockItemListSyntax, of type: String, module: String) {
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            if let statements = function.body?.statements,
                statements.isEmpty || statements.description.contains("router")
            {
                routingBodies[type, default: [:]][function.name.text] = statements.trimmedDescription
            }
            if let build = RouterBuildReader.build(in: function, members: members) {
                routerBuilds[type, default: [:]][function.name.text] = build
            }
            if let setup = Self.navigationSetup(in: function), !setup.isEmpty {
                navigationSetups[type, default: [:]][function.name.text] = setup
            }
            let parameters = function.signature.parameterClause.parameters
            if type == "ViewControllable", parameters.first?.type.trimmedDescription == "ViewControllable" {
                let labels = parameters.filter { $0.defaultValue == nil }.map { $0.firstName.text + ":" }
                showHelpers[function.name.text + "(" + labels.joined() + ")"] = module
            }
        }
    }

    /// A protocol's own requirements as written, one line each.
    private static func requirements(of node: ProtocolDeclSyntax) -> [String] {
        node.memberBlock.members.compactMap { member -> String? in
            let decl = member.decl
            guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) else { return nil }
            return decl.trimmed.description.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.joined(separator: " ")
        }
    }

    /// Each protocol's requirements with those of the protocols it inherits (that the files declare) first.
    private static func flattened(
        _ own: [String: (inherited: [String], members: [String])]
    ) -> [String: [String]] {
        var requirements: [String: [String]] = [:]
        for name in own.keys {
            var all: [String] = []
            var seen = Set<String>()
            var stack = [name]
            var order: [String] = []
            while let next = stack.popLast() {
                guard seen.insert(next).inserted, let entry = own[next] else { continue }
                order.append(next)
                stack += entry.inherited.reversed()
            }
            for protocolName in order.reversed() { all += own[protocolName]?.members ?? [] }
            requirements[name] = all
        }
        return requirements
    }

    /// A type declaration's name, and whether it is `public` or `open`.
    private static func declaredType(_ item: CodeBlockItemSyntax.Item) -> (String, Bool)? {
        let declared: (TokenSyntax, DeclModifierListSyntax)? =
            if let node = item.as(ClassDeclSyntax.self) {
                (node.name, node.modifiers)
            } else if let node = item.as(StructDeclSyntax.self) {
                (node.name, node.modifiers)
            } else if let node = item.as(EnumDeclSyntax.self) {
                (node.name, node.modifiers)
            } else if let node = item.as(ProtocolDeclSyntax.self) {
                (node.name, node.modifiers)
            } else if let node = item.as(TypeAliasDeclSyntax.self) { (node.name, node.modifiers) } else { nil }
        guard let (name, modifiers) = declared else { return nil }
        return (name.text, modifiers.contains { ["public", "open"].contains($0.name.text) })
    }

    /// An enum's declaration without trivia, when it holds only cases.
    private static func movable(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let node = item.as(EnumDeclSyntax.self),
            node.memberBlock.members.allSatisfy({ $0.decl.is(EnumCaseDeclSyntax.self) })
        else { return nil }
        let cases = node.memberBlock.members.map { "    " + $0.decl.trimmedDescription + "\n" }.joined()
        return "enum " + node.name.text + (node.inheritanceClause?.trimmedDescription ?? "") + " {\n" + cases + "}"
    }

    /// A class's or an extension's name and members.
    private static func typeMembers(_ item: CodeBlockItemSyntax.Item) -> (String, MemberBlockItemListSyntax)? {
        if let node = item.as(ClassDeclSyntax.self) { return (node.name.text, node.memberBlock.members) }
        if let node = item.as(ExtensionDeclSyntax.self) {
            return (node.extendedType.trimmedDescription, node.memberBlock.members)
        }
        return nil
    }

    /// The assignments to members of the local `function` binds to a new `UINavigationController`, as written
    /// without the local (`navigationBar.isHidden = true`).
    private static func navigationSetup(in function: FunctionDeclSyntax) -> [String]? {
        guard let statements = function.body?.statements else { return nil }
        var local: String?
        var setup: [String] = []
        for statement in statements {
            if local == nil, let variable = statement.item.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "UINavigationController"
            {
                local = binding.pattern.trimmedDescription
                continue
            }
            guard let local else { continue }
            let text = statement.item.trimmedDescription
            if text.hasPrefix(local + "."), text.contains(" = ") {
                setup.append(String(text.dropFirst(local.count + 1)))
            }
        }
        return setup
    }
}

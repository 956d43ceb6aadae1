import Foundation
import SwiftParser
import SwiftSyntax

/// What a Swift skeleton needs from the app's own files: which RIBs framework they import, and the
/// requirements of each protocol they declare (a listener's methods, as written), so that a proposed RIB's
/// interactor can conform to the listeners its children already declare.
package struct ProtocolRequirements: Sendable, Equatable {
    /// The modules the files import, sorted.
    package var imports: [String]
    /// Each protocol's requirements as written, without attributes' trivia or bodies, its inherited
    /// protocols' first (those the files declare); by protocol name.
    package var requirements: [String: [String]]
    /// What a method of a class does when its whole body is one call on its router (`router?.detachProfile()`):
    /// the call as written without `router?.`, by class name (its extensions' too) and method name. How an
    /// interactor answered a child's listener before flatten moved the child.
    package var routerCalls: [String: [String: String]] = [:]

    /// Reads the Swift files among `paths`: files, or folders whose own `.swift` files are read, and with
    /// `recursive` their subfolders' too (but hidden folders, `.build`, `Pods` and `Carthage`). A file that
    /// cannot be read is passed over: its protocols are simply unknown.
    package static func read(paths: [String], recursive: Bool = false) -> ProtocolRequirements {
        var imports = Set<String>()
        var own: [String: (inherited: [String], members: [String])] = [:]
        var routerCalls: [String: [String: String]] = [:]
        for file in swiftFiles(in: paths, recursive: recursive) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            for item in tree.statements {
                if let node = item.item.as(ImportDeclSyntax.self) {
                    imports.insert(node.path.map(\.name.text).joined(separator: "."))
                } else if let node = item.item.as(ProtocolDeclSyntax.self), own[node.name.text] == nil {
                    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    let members = node.memberBlock.members.compactMap { member -> String? in
                        let decl = member.decl
                        guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) else { return nil }
                        return decl.trimmed.description.split(separator: "\n").map {
                            $0.trimmingCharacters(in: .whitespaces)
                        }.joined(separator: " ")
                    }
                    own[node.name.text] = (inherited, members)
                } else if let (type, members) = typeMembers(item.item) {
                    for member in members {
                        guard let function = member.decl.as(FunctionDeclSyntax.self),
                            let call = routerCall(in: function)
                        else { continue }
                        routerCalls[type, default: [:]][function.name.text] = call
                    }
                }
            }
        }
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
        return ProtocolRequirements(imports: imports.sorted(), requirements: requirements, routerCalls: routerCalls)
    }

    /// A class's or an extension's name and members.
    private static func typeMembers(_ item: CodeBlockItemSyntax.Item) -> (String, MemberBlockItemListSyntax)? {
        if let node = item.as(ClassDeclSyntax.self) { return (node.name.text, node.memberBlock.members) }
        if let node = item.as(ExtensionDeclSyntax.self) {
            return (node.extendedType.trimmedDescription, node.memberBlock.members)
        }
        return nil
    }

    /// `detachProfile()` of `func detachUserProfile() { router?.detachProfile() }`: the call, when the body is
    /// that one call on `router` (or `self.router`).
    private static func routerCall(in function: FunctionDeclSyntax) -> String? {
        guard let statements = function.body?.statements, statements.count == 1,
            let call = statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.trimmedDescription,
            ["router", "router?", "router!", "self.router", "self.router?", "self.router!"].contains(base)
        else { return nil }
        return member.declName.trimmedDescription + "(" + call.arguments.trimmedDescription + ")"
    }

    /// The `.swift` files `paths` name, each once, sorted.
    private static func swiftFiles(in paths: [String], recursive: Bool) -> [String] {
        var files = Set<String>()
        var folders: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(path)
            } else if path.hasSuffix(".swift") {
                files.insert(path)
            }
        }
        while let folder = folders.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                if name.hasSuffix(".swift") {
                    files.insert(path)
                    continue
                }
                var isFolder: ObjCBool = false
                if recursive, !name.hasPrefix("."), !skipped.contains(name),
                    FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
                {
                    folders.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// Folders of built products and fetched dependencies: not the app's own listeners.
    private static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]
}

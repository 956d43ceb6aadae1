// SPDX-License-Identifier: Apache-2.0
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#ribName(LoggedInRouter.self)` → `"LoggedIn"`: the app's own macro, built with swift-syntax 600, the
/// major version this fixture pins against ribgraph's.
public struct RibNameMacro: ExpressionMacro {
    /// Expands to the RIB's name: the type's name without its `.self` and its `Router` suffix.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        let type = node.arguments.first?.expression.trimmedDescription ?? ""
        var name = type.hasSuffix(".self") ? String(type.dropLast(5)) : type
        if name.hasSuffix("Router") { name.removeLast(6) }
        return ExprSyntax(StringLiteralExprSyntax(content: name))
    }
}

/// The plugin the compiler loads for ConsumerApp's `#ribName`.
@main
struct ConsumerMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [RibNameMacro.self]
}

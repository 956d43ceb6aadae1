import RibTrace
import SwiftSyntax

/// Reads how a router's function builds the child it attaches (`RouterBuild`).
enum RouterBuildReader {
    /// The first `….build(withListener: …, …)` call in `function`'s body, with the declarations among `members`
    /// of the functions its arguments call on the type itself; nil when the body makes none.
    static func build(in function: FunctionDeclSyntax, members: MemberBlockItemListSyntax) -> RouterBuild? {
        guard let body = function.body, let call = BuildCallFinder.first(in: body),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
        else { return nil }
        let arguments = call.arguments.dropFirst().map { $0.with(\.trailingComma, nil).trimmedDescription }
        let called = Set(
            call.arguments.dropFirst().flatMap { argument in
                argument.tokens(viewMode: .sourceAccurate).map(\.text)
            })
        let helpers = members.compactMap { member -> String? in
            guard let helper = member.decl.as(FunctionDeclSyntax.self), helper.name.text != function.name.text,
                called.contains(helper.name.text)
            else { return nil }
            return helper.trimmedDescription
        }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        return RouterBuild(
            parameters: parameters, builder: base.trimmedDescription, arguments: Array(arguments), helpers: helpers)
    }
}

/// Finds the first call `x.build(withListener: …)` below a node.
private final class BuildCallFinder: SyntaxVisitor {
    private(set) var found: FunctionCallExprSyntax?

    static func first(in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        let finder = BuildCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "build",
            node.arguments.first?.label?.text == "withListener"
        {
            found = node
            return .skipChildren
        }
        return .visitChildren
    }
}

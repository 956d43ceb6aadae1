import SwiftSyntax

/// Finds the first node of a syntax tree deeper than a limit, so that a file nested past it is left out
/// before anything else recurses into it. A visitor, because it reuses its nodes' storage where walking
/// `children` allocates for each one; it never goes more than one level past the limit itself.
final class TreeDepthProbe: SyntaxAnyVisitor {
    private let limit: Int
    // The root is level 0.
    private var depth = -1
    private(set) var deepest: Syntax?

    private init(limit: Int) {
        self.limit = limit
        super.init(viewMode: .sourceAccurate)
    }

    /// The first node of `tree` deeper than `limit` levels; nil when the tree is within it.
    static func deepestNode(in tree: SourceFileSyntax, over limit: Int) -> Syntax? {
        let probe = TreeDepthProbe(limit: limit)
        probe.walk(tree)
        return probe.deepest
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        depth += 1
        guard deepest == nil else { return .skipChildren }
        if depth > limit {
            deepest = node
            return .skipChildren
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        depth -= 1
    }
}

import RibTrace

/// **A push chain**: screens that each push only the next one, three pushes or more in a row (A → B → C → D). Each
/// but the last has exactly one route, a push, to the next, besides pushes of leaves only it shows (atracker's
/// SignUpAgreement pushes its terms page, which routes nowhere, and the nickname step); each but the first has
/// exactly one parent, the one before it. The chain starts at a screen whose parent is not such a screen pushing only it, and is as long as
/// the rule lets it run; the last screen keeps its own routes. A Navigation RIB takes the first screen's place
/// under its parents (shown as the first screen was: a tab stays a tab) and pushes them all, in order. A first
/// screen its parent pushes is not replaced: a navigation controller cannot be pushed on another. When that
/// parent is a navigation the app has, the chain joins it: the navigation pushes them all.
enum PushChainPattern {
    /// The fewest screens a chain proposed has: seed 000's A → B → C → D, three pushes in a row. Three screens,
    /// two pushes, are a short drill-down a navigation only deepens (a reviewer rejected TheMovieDB-RIB's Main →
    /// Movie → PosterMovie for that).
    static let minimumLength = 4

    static func find(in graph: FlattenGraph, claims: inout Claims) -> [FlattenCandidate] {
        var found: [FlattenCandidate] = []
        for start in graph.preorder
        where graph.isScreen(start) && !claims.contains(start) && !continues(start, graph)
            && (graph.canBeReplaced(start, by: .navigation) || graph.joinedNavigation(start) != nil)
        {
            var chain = [start]
            var current = start
            while let next = onward(from: current, in: graph) {
                guard graph.isScreen(next), !claims.contains(next), graph.parents[next] == [current],
                    graph.pushes(current, next), !chain.contains(next)
                else { break }
                chain.append(next)
                current = next
            }
            guard chain.count >= minimumLength else { continue }
            // The last screen keeps its routes: it may still head a flow of its own.
            let members = Array(chain.dropLast())
            claims.take(members)
            found.append(
                FlattenCandidate(
                    kind: .pushChain, role: .navigation, head: start, members: members,
                    joins: graph.joinedNavigation(start)))
        }
        return found
    }

    /// Whether `rib` is the second or later screen of a chain: its only parent is a screen pushing only it.
    private static func continues(_ rib: Int, _ graph: FlattenGraph) -> Bool {
        guard graph.parents[rib].count == 1, let parent = graph.parents[rib].first else { return false }
        return graph.isScreen(parent) && onward(from: parent, in: graph) == rib && graph.pushes(parent, rib)
    }

    /// The one child a chain may go on to from `rib`: its only child, or the only one that is not a side leaf, a
    /// screen without routes that only `rib` pushes, as the trace says (it moves with the chain: what is pushed is
    /// the navigation's). A recording's children, whose presentation is unknown, are never side leaves: a leaf
    /// there may be a decision the chain would hide.
    private static func onward(from rib: Int, in graph: FlattenGraph) -> Int? {
        let children = graph.children[rib]
        guard children.count > 1 else { return children.first }
        let onward = children.filter { child in
            !(graph.isScreen(child) && graph.children[child].isEmpty && graph.parents[child] == [rib]
                && graph.saysPushes(rib, child))
        }
        return onward.count == 1 ? onward.first : nil
    }
}

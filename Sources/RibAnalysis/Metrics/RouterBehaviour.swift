import RibTrace

/// What a recording shows each router doing with its children over the whole trace: which children it
/// attached, whether two of them were ever attached under it at once, and whether it pushed a viewful
/// child on top of another viewful child that stayed attached. A router's kind does not change during a
/// session, so every event counts as evidence, whatever event the tree is measured at.
///
/// A child attached while its parent is *loading* is shown on load, not pushed: RIBs runs a router's
/// `didLoad` (where it attaches its fixed children) inside `attachChild`, so a recorder sees the parent's
/// attach followed at once by the attaches of everything it loads. The load ends at the first event that
/// is not an attach under a RIB of that run.
struct RouterBehaviour {
    /// Per RIB index: its children in the order first attached under it, each once.
    private(set) var children: [[Int]]
    /// Per RIB index: two of its children were attached under it at the same time.
    private(set) var together: [Bool]
    /// Per RIB index: a viewful child was attached after the RIB loaded while another viewful child of it
    /// stayed attached (a screen pushed on top of another).
    private(set) var pushed: [Bool]

    /// Replays `trace`'s events once. A child in `parts` of its parent (by RIB index: the ids the routes say are
    /// only ever part of the parent's screen) is no alternative and no pushed screen.
    init(_ trace: Trace, parts: [[String]] = []) {
        let count = trace.ribs.count
        children = Array(repeating: [], count: count)
        together = Array(repeating: false, count: count)
        pushed = Array(repeating: false, count: count)
        var seen = Array(repeating: Set<Int>(), count: count)
        var current = Array(repeating: [Int](), count: count)
        var parentOf = [Int?](repeating: nil, count: count)
        var loading = Set<Int>()
        func isPart(_ child: Int, of parent: Int) -> Bool {
            parent < parts.count && parts[parent].contains(trace.ribs[child].id)
        }
        for event in trace.events {
            let child = event.child
            guard event.kind == .attach else {
                loading.removeAll()
                if let parent = parentOf[child] { current[parent].removeAll { $0 == child } }
                var stack = [child]
                while let top = stack.popLast() {
                    parentOf[top] = nil
                    stack += current[top]
                    current[top] = []
                }
                continue
            }
            guard let parent = event.parent else {
                loading = [child]
                continue
            }
            let onLoad = loading.contains(parent)
            if !onLoad { loading.removeAll() }
            loading.insert(child)
            let alternatives = current[parent].filter { !isPart($0, of: parent) }
            if !isPart(child, of: parent) {
                if seen[parent].insert(child).inserted { children[parent].append(child) }
                if !alternatives.isEmpty { together[parent] = true }
                if !onLoad, trace.ribs[child].isViewful, alternatives.contains(where: { trace.ribs[$0].isViewful }) {
                    pushed[parent] = true
                }
            }
            current[parent].append(child)
            parentOf[child] = parent
        }
    }

    /// Whether `rib` chooses between alternatives: it can attach at least two different children (its
    /// `routes` and those the trace shows it attaching) and never attached two at
    /// the same time.
    func choosesAlternatives(_ rib: Int, routes: [String], in trace: Trace) -> Bool {
        guard !together[rib] else { return false }
        let seen = children[rib].filter { !routes.contains(trace.ribs[$0].id) }
        return routes.count + seen.count >= 2
    }

    /// Whether `rib` pushes screens: after it loaded, it attached a viewful child while an earlier viewful
    /// child stayed attached.
    func pushesScreens(_ rib: Int) -> Bool {
        pushed[rib]
    }
}

import RibTrace

/// The component chain (`trace.components`) as a forest, walked once without recursion so that
/// "is this component an ancestor of that one, and how many levels up" is answered in constant time.
struct ComponentForest {
    /// The node of each component type named in the chain, as a component or as a parent.
    private(set) var node: [String: Int] = [:]
    /// Each node's parent node, -1 for a root (or a component whose parent is not known).
    private var parent: [Int] = []
    private var children: [[Int]] = []
    /// Levels below its root (a root is 0); -1 for a node no root reaches (a cycle in the chain).
    private(set) var depth: [Int] = []
    /// Preorder number of each node, -1 when unreached; `last[n]` is the largest number in n's subtree.
    private var first: [Int] = []
    private var last: [Int] = []

    /// Builds the forest from the chain's links; a component listed twice keeps its first parent.
    init(_ links: [ComponentLink]) {
        var hasLink = Set<String>()
        for link in links where hasLink.insert(link.component).inserted {
            let child = add(link.component)
            if let name = link.parent {
                let up = add(name)
                if up != child {
                    parent[child] = up
                    children[up].append(child)
                }
            }
        }
        var depth = [Int](repeating: -1, count: parent.count)
        var first = depth
        var last = depth
        var counter = 0
        let parent = self.parent
        traverse { node, entering in
            if entering {
                first[node] = counter
                counter += 1
                depth[node] = parent[node] < 0 ? 0 : depth[parent[node]] + 1
            } else {
                last[node] = counter - 1
            }
        }
        self.depth = depth
        self.first = first
        self.last = last
    }

    private mutating func add(_ name: String) -> Int {
        if let existing = node[name] { return existing }
        node[name] = parent.count
        parent.append(-1)
        children.append([])
        return parent.count - 1
    }

    /// Whether a root reaches `node` (false inside a cycle of the chain).
    func isReached(_ node: Int) -> Bool { first[node] >= 0 }

    /// Calls `visit(node, true)` on entering each node reached from a root and `visit(node, false)` on
    /// leaving it, parents before children, children in chain order.
    func traverse(_ visit: (Int, Bool) -> Void) {
        var stack: [Int] = []
        for root in (0..<parent.count).reversed() where parent[root] < 0 { stack.append(root) }
        while let top = stack.popLast() {
            if top < 0 {
                visit(~top, false)
                continue
            }
            visit(top, true)
            stack.append(~top)
            stack.append(contentsOf: children[top].reversed())
        }
    }

    /// How many components a property passes through from `component` (the one satisfying the
    /// Dependency) up to `provider` (the one really providing it): the components visited walking up
    /// the chain from `component` before reaching `provider`; 0 when they are the same. Nil when the
    /// chain cannot say (``unknownPassThrough(from:to:)`` says why).
    func passThrough(from component: String, to provider: String) -> Int? {
        if component == provider { return 0 }
        guard let low = node[component], let high = node[provider], first[low] >= 0, first[high] >= 0,
            first[high] < first[low], last[low] <= last[high]
        else { return nil }
        return depth[low] - depth[high]
    }

    /// Why ``passThrough(from:to:)`` is nil for these two components, in words for a warning.
    func unknownPassThrough(from component: String, to provider: String) -> String {
        for name in [provider, component] {
            guard let found = node[name] else {
                return "the component chain (components) does not name \(name)"
            }
            if first[found] < 0 { return "the component chain (components) has a cycle through \(name)" }
        }
        return "\(provider) is not above \(component) in the component chain (components)"
    }
}

/// The tree as the recorded events leave it, over RIB indices: replaying the probe's events gives
/// exactly this tree. Mirrors RibTrace's `RecordedTree` rules: detaching a RIB detaches its whole subtree.
struct LiveTree {
    /// No parent: a root, or not attached.
    static let none: Int32 = -1

    private(set) var parent: [Int32] = []
    private(set) var isAttached: [Bool] = []
    private(set) var children: [[Int32]] = []
    /// Attached roots, in launch order.
    private(set) var roots: [Int32] = []

    /// Makes room for RIB indices below `count`.
    mutating func grow(to count: Int) {
        while parent.count < count {
            parent.append(Self.none)
            isAttached.append(false)
            children.append([])
        }
    }

    /// Attaches `child` under `parent` (`none`: as a root). The caller checks that `child` is not attached
    /// and that `parent` is.
    mutating func attach(_ child: Int32, to parent: Int32) {
        if parent == Self.none {
            roots.append(child)
        } else {
            children[Int(parent)].append(child)
        }
        self.parent[Int(child)] = parent
        isAttached[Int(child)] = true
    }

    /// Detaches `child` from its parent, and with it its whole subtree. The caller checks that it is attached.
    mutating func detach(_ child: Int32) {
        let from = parent[Int(child)]
        if from == Self.none {
            if let index = roots.lastIndex(of: child) { roots.remove(at: index) }
        } else if let index = children[Int(from)].lastIndex(of: child) {
            children[Int(from)].remove(at: index)
        }
        var stack = [child]
        while let node = stack.popLast() {
            stack.append(contentsOf: children[Int(node)])
            children[Int(node)] = []
            parent[Int(node)] = Self.none
            isAttached[Int(node)] = false
        }
    }

    /// Whether `ancestor` is `node` or one of its attached ancestors.
    func isAncestor(_ ancestor: Int32, of node: Int32) -> Bool {
        var current = node
        while current != Self.none {
            if current == ancestor { return true }
            current = parent[Int(current)]
        }
        return false
    }

    /// `node` and its attached descendants.
    func subtree(of node: Int32) -> [Int32] {
        var nodes: [Int32] = []
        var stack = [node]
        while let next = stack.popLast() {
            nodes.append(next)
            stack.append(contentsOf: children[Int(next)])
        }
        return nodes
    }

    /// The attached RIBs, each parent before its children.
    var preorder: [Int32] {
        var order: [Int32] = []
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: children[Int(node)].reversed())
        }
        return order
    }
}

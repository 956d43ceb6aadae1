/// The extent of a box in points.
///
/// Both dimensions must be finite and non-negative.
struct LayoutSize: Sendable, Equatable {
    /// Horizontal extent in points.
    var width: Double
    /// Vertical extent in points.
    var height: Double

    /// Creates a size from a width and a height in points.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size turned a quarter: width and height swapped.
    var transposed: LayoutSize { LayoutSize(width: height, height: width) }
}

/// A position in points, with x growing to the right and y growing down (as in SVG).
struct LayoutPoint: Sendable, Equatable {
    /// Horizontal coordinate in points.
    var x: Double
    /// Vertical coordinate in points; larger values are further down.
    var y: Double
}

/// A forest of boxes to lay out: node `i` has size `sizes[i]`, its children are
/// `children[i]` in attach order, and the trees are listed in `roots` in order.
///
/// Nodes can only be appended, each under an existing node, so the structure is
/// always a forest and every index stays valid.
struct LayoutTree: Sendable {
    /// The size of every node, indexed by node.
    private(set) var sizes: [LayoutSize]
    /// The children of every node, indexed by node, in the order they were attached.
    private(set) var children: [[Int]]
    /// The root of every tree in the forest, in the order they were added.
    private(set) var roots: [Int]

    /// Creates an empty forest.
    init() {
        sizes = []
        children = []
        roots = []
    }

    /// Adds a node under `parent` (nil = a new root), after its existing children; returns its index.
    ///
    /// `parent` must be an index already returned by this tree, and both
    /// dimensions of `size` must be finite and non-negative.
    @discardableResult
    mutating func addNode(size: LayoutSize, parent: Int?) -> Int {
        precondition(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "LayoutTree.addNode: size must be finite and non-negative, got \(size)"
        )
        let index = sizes.count
        if let parent {
            precondition(sizes.indices.contains(parent), "LayoutTree.addNode: no node \(parent)")
            children[parent].append(index)
        } else {
            roots.append(index)
        }
        sizes.append(size)
        children.append([])
        return index
    }

    /// The number of nodes in the forest.
    var count: Int { sizes.count }
}

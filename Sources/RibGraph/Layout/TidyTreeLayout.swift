/// Lays out a `LayoutTree` as a tidy tree of variable-size boxes, following
/// Buchheim, Jünger and Leipert, "Improving Walker's algorithm to run in linear time".
///
/// All gaps and the margin are in points and must be finite and non-negative.
/// The layout is O(n), iterative (deep chains cannot overflow the stack) and
/// deterministic: the same tree and settings always give bit-identical results.
struct TidyTreeLayout: Sendable {
    /// Space between the deepest box of one level and the next level.
    var levelGap: Double
    /// Minimum space between adjacent boxes on one level that share a parent.
    var siblingGap: Double
    /// Minimum space between adjacent boxes of neighbouring subtrees (different parents, or different roots).
    var subtreeGap: Double
    /// Space between the drawing and every edge of the returned size.
    var margin: Double

    /// Creates a layout with the given spacing, all in points.
    init(levelGap: Double = 40, siblingGap: Double = 16, subtreeGap: Double = 24, margin: Double = 12) {
        self.levelGap = levelGap
        self.siblingGap = siblingGap
        self.subtreeGap = subtreeGap
        self.margin = margin
    }

    /// Returns the centre of every node (index-aligned with tree.sizes), all boxes inside [margin, ...], plus the total size.
    ///
    /// Each parent is centred between its first and last child; roots sit side by side
    /// in root order as if they shared an invisible parent. An empty tree yields no
    /// centres and a size of twice the margin.
    func layout(_ tree: LayoutTree, direction: LayoutDirection) -> TreeLayoutResult {
        let count = tree.count
        guard count > 0 else {
            return TreeLayoutResult(centers: [], size: LayoutSize(width: 2 * margin, height: 2 * margin))
        }
        let topToBottom = direction == .topToBottom
        // The algorithm works on an abstract "along" axis (siblings) and "across" axis (levels);
        // only the mapping of box dimensions to those axes differs between directions.
        var breadth = [Double](repeating: 0, count: count)
        var thickness = [Double](repeating: 0, count: count)
        for (index, size) in tree.sizes.enumerated() {
            breadth[index] = topToBottom ? size.width : size.height
            thickness[index] = topToBottom ? size.height : size.width
        }

        var walker = ContourWalker(tree: tree, breadth: breadth, siblingGap: siblingGap, subtreeGap: subtreeGap)
        let (along, depth) = walker.run()

        var minEdge = Double.infinity
        for index in 0..<count {
            minEdge = min(minEdge, along[index] - breadth[index] / 2)
        }
        let offset = margin - minEdge
        var alongExtent = 0.0
        var shifted = along
        for index in 0..<count {
            shifted[index] += offset
            alongExtent = max(alongExtent, shifted[index] + breadth[index] / 2)
        }

        let levelCount = (depth.max() ?? 0) + 1
        var levelThickness = [Double](repeating: 0, count: levelCount)
        for index in 0..<count {
            levelThickness[depth[index]] = max(levelThickness[depth[index]], thickness[index])
        }
        var levelCentre = [Double](repeating: 0, count: levelCount)
        var levelTop = margin
        for level in 0..<levelCount {
            levelCentre[level] = levelTop + levelThickness[level] / 2
            levelTop += levelThickness[level] + levelGap
        }
        let acrossExtent = levelTop - levelGap

        var centers = [LayoutPoint]()
        centers.reserveCapacity(count)
        for index in 0..<count {
            let across = levelCentre[depth[index]]
            centers.append(
                topToBottom
                    ? LayoutPoint(x: shifted[index], y: across)
                    : LayoutPoint(x: across, y: shifted[index]))
        }
        let size =
            topToBottom
            ? LayoutSize(width: alongExtent + margin, height: acrossExtent + margin)
            : LayoutSize(width: acrossExtent + margin, height: alongExtent + margin)
        return TreeLayoutResult(centers: centers, size: size)
    }
}

/// The outcome of `TidyTreeLayout.layout`: where each box goes and how big the drawing is.
struct TreeLayoutResult: Sendable, Equatable {
    /// The centre of every node, index-aligned with `LayoutTree.sizes`.
    var centers: [LayoutPoint]
    /// The size of the whole drawing, margins included.
    var size: LayoutSize
}

/// The two Buchheim–Walker walks over a flattened copy of the forest, computing
/// each node's centre along the sibling axis (relative, before the margin shift).
///
/// Index `forestRoot` (== node count) is an invisible parent of all roots, so that
/// roots are spaced like siblings without adding a level.
private struct ContourWalker {
    private let breadth: [Double]
    private let parent: [Int]
    /// Children of `v` are `childList[childStart[v] ..< childStart[v + 1]]`; flattened
    /// because the contour walks touch children constantly and nested arrays cost a
    /// retain and an indirection per access.
    private let childStart: [Int]
    private let childList: [Int]
    private let siblingIndex: [Int]
    /// Parents before children; reversed, it is a post-order with children left to right.
    private let topDown: [Int]
    private let forestRoot: Int
    private let siblingGap: Double
    private let subtreeGap: Double

    private var prelim: [Double]
    private var modifier: [Double]
    private var shift: [Double]
    private var change: [Double]
    private var thread: [Int]
    private var ancestor: [Int]
    private var defaultAncestor: [Int]

    init(tree: LayoutTree, breadth nodeBreadth: [Double], siblingGap: Double, subtreeGap: Double) {
        let count = tree.count
        let slots = count + 1
        forestRoot = count
        self.siblingGap = siblingGap
        self.subtreeGap = subtreeGap
        breadth = nodeBreadth + [0]

        var parent = [Int](repeating: -1, count: slots)
        var siblingIndex = [Int](repeating: 0, count: slots)
        var childStart = [Int](repeating: 0, count: slots + 1)
        var childList = [Int]()
        childList.reserveCapacity(count)
        for node in 0..<slots {
            childStart[node] = childList.count
            let kids = node == count ? tree.roots : tree.children[node]
            for (position, child) in kids.enumerated() {
                childList.append(child)
                parent[child] = node
                siblingIndex[child] = position
            }
        }
        childStart[slots] = childList.count

        var topDown = [Int]()
        topDown.reserveCapacity(slots)
        var stack = [count]
        // Pushing children first-to-last pops them last-to-first, so the reverse of
        // this order visits children first-to-last, which apportion requires.
        while let node = stack.popLast() {
            topDown.append(node)
            stack.append(contentsOf: childList[childStart[node]..<childStart[node + 1]])
        }

        self.parent = parent
        self.siblingIndex = siblingIndex
        self.childStart = childStart
        self.childList = childList
        self.topDown = topDown
        prelim = [Double](repeating: 0, count: slots)
        modifier = [Double](repeating: 0, count: slots)
        shift = [Double](repeating: 0, count: slots)
        change = [Double](repeating: 0, count: slots)
        thread = [Int](repeating: -1, count: slots)
        ancestor = Array(0..<slots)
        defaultAncestor = [Int](repeating: -1, count: slots)
    }

    /// Runs both walks; returns each real node's along-axis centre and depth (roots are depth 0).
    mutating func run() -> (along: [Double], depth: [Int]) {
        for node in topDown.reversed() {
            firstWalk(node)
        }
        var along = [Double](repeating: 0, count: forestRoot)
        var depth = [Int](repeating: 0, count: forestRoot)
        // topDown[0] is the forest root, whose modifier stays 0 as it has no siblings.
        for node in topDown.dropFirst() {
            let up = parent[node]
            along[node] = prelim[node] + modifier[up]
            modifier[node] += modifier[up]
            depth[node] = up == forestRoot ? 0 : depth[up] + 1
        }
        return (along, depth)
    }

    private func nextLeft(_ node: Int) -> Int {
        let start = childStart[node]
        return start < childStart[node + 1] ? childList[start] : thread[node]
    }

    private func nextRight(_ node: Int) -> Int {
        let end = childStart[node + 1]
        return childStart[node] < end ? childList[end - 1] : thread[node]
    }

    private func leftSibling(_ node: Int) -> Int {
        let position = siblingIndex[node]
        return position > 0 ? childList[childStart[parent[node]] + position - 1] : -1
    }

    /// Centre-to-centre distance that keeps `left` and `right` (same level, `left` first) apart.
    private func separation(_ left: Int, _ right: Int, gap: Double) -> Double {
        (breadth[left] + breadth[right]) / 2 + gap
    }

    private mutating func firstWalk(_ node: Int) {
        let left = leftSibling(node)
        let up = parent[node]
        // Separate trees of the forest are neighbouring subtrees, not siblings.
        let gap = up == forestRoot ? subtreeGap : siblingGap
        let start = childStart[node]
        let end = childStart[node + 1]
        if start < end {
            executeShifts(node)
            let midpoint = (prelim[childList[start]] + prelim[childList[end - 1]]) / 2
            if left >= 0 {
                prelim[node] = prelim[left] + separation(left, node, gap: gap)
                modifier[node] = prelim[node] - midpoint
            } else {
                prelim[node] = midpoint
            }
        } else if left >= 0 {
            prelim[node] = prelim[left] + separation(left, node, gap: gap)
        }
        guard up >= 0 else { return }
        if left < 0 {
            defaultAncestor[up] = node
        }
        defaultAncestor[up] = apportion(node, leftSibling: left, defaultAncestor: defaultAncestor[up])
    }

    /// Pushes the subtree of `node` clear of the forest of its left siblings, level by
    /// level along both facing contours, and threads the shorter contour onto the longer.
    /// Returns the default ancestor for the next sibling.
    private mutating func apportion(_ node: Int, leftSibling: Int, defaultAncestor: Int) -> Int {
        guard leftSibling >= 0 else { return defaultAncestor }
        var result = defaultAncestor
        var insideRight = node
        var outsideRight = node
        var insideLeft = leftSibling
        var outsideLeft = childList[childStart[parent[node]]]
        var sumInsideRight = modifier[insideRight]
        var sumOutsideRight = modifier[outsideRight]
        var sumInsideLeft = modifier[insideLeft]
        var sumOutsideLeft = modifier[outsideLeft]
        var nextInsideLeft = nextRight(insideLeft)
        var nextInsideRight = nextLeft(insideRight)
        while nextInsideLeft >= 0 && nextInsideRight >= 0 {
            insideLeft = nextInsideLeft
            insideRight = nextInsideRight
            outsideLeft = nextLeft(outsideLeft)
            outsideRight = nextRight(outsideRight)
            ancestor[outsideRight] = node
            let overlap =
                (prelim[insideLeft] + sumInsideLeft) - (prelim[insideRight] + sumInsideRight)
                + separation(insideLeft, insideRight, gap: subtreeGap)
            if overlap > 0 {
                let mover = ancestor[insideLeft]
                let from = parent[mover] == parent[node] ? mover : result
                moveSubtree(from: from, to: node, by: overlap)
                sumInsideRight += overlap
                sumOutsideRight += overlap
            }
            sumInsideLeft += modifier[insideLeft]
            sumInsideRight += modifier[insideRight]
            sumOutsideLeft += modifier[outsideLeft]
            sumOutsideRight += modifier[outsideRight]
            nextInsideLeft = nextRight(insideLeft)
            nextInsideRight = nextLeft(insideRight)
        }
        if nextInsideLeft >= 0 && nextRight(outsideRight) < 0 {
            thread[outsideRight] = nextInsideLeft
            modifier[outsideRight] += sumInsideLeft - sumOutsideRight
        }
        if nextInsideRight >= 0 && nextLeft(outsideLeft) < 0 {
            thread[outsideLeft] = nextInsideRight
            modifier[outsideLeft] += sumInsideRight - sumOutsideLeft
            result = node
        }
        return result
    }

    /// Moves `right` by `amount` now and records, lazily, that the siblings strictly
    /// between `left` and `right` move by evenly growing fractions of it.
    private mutating func moveSubtree(from left: Int, to right: Int, by amount: Double) {
        let share = amount / Double(siblingIndex[right] - siblingIndex[left])
        change[right] -= share
        shift[right] += amount
        change[left] += share
        prelim[right] += amount
        modifier[right] += amount
    }

    /// Applies the moves recorded by `moveSubtree` to all children of `node` in one pass.
    private mutating func executeShifts(_ node: Int) {
        var accumulatedShift = 0.0
        var accumulatedChange = 0.0
        var position = childStart[node + 1] - 1
        while position >= childStart[node] {
            let child = childList[position]
            prelim[child] += accumulatedShift
            modifier[child] += accumulatedShift
            accumulatedChange += change[child]
            accumulatedShift += shift[child] + accumulatedChange
            position -= 1
        }
    }
}

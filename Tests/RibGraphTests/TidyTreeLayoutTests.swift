import XCTest

@testable import RibGraph

/// SplitMix64, so generated shapes and sizes are the same on every run and platform.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) * 0x1p-53 * (range.upperBound - range.lowerBound)
    }

    mutating func size() -> LayoutSize {
        LayoutSize(width: double(20...220), height: double(20...60))
    }
}

private enum Shape {
    static func chain(_ count: Int, seed: UInt64 = 1) -> LayoutTree {
        var rng = SplitMix64(state: seed)
        var tree = LayoutTree()
        var last: Int?
        for _ in 0..<count { last = tree.addNode(size: rng.size(), parent: last) }
        return tree
    }

    static func star(leaves: Int, seed: UInt64 = 2) -> LayoutTree {
        var rng = SplitMix64(state: seed)
        var tree = LayoutTree()
        let hub = tree.addNode(size: rng.size(), parent: nil)
        for _ in 0..<leaves { tree.addNode(size: rng.size(), parent: hub) }
        return tree
    }

    static func completeBinary(depth: Int, seed: UInt64 = 3) -> LayoutTree {
        var rng = SplitMix64(state: seed)
        var tree = LayoutTree()
        var level = [tree.addNode(size: rng.size(), parent: nil)]
        for _ in 0..<depth {
            level = level.flatMap { node in (0..<2).map { _ in tree.addNode(size: rng.size(), parent: node) } }
        }
        return tree
    }

    /// A spine whose every node also carries `legs` leaves, alternating before and after the next spine node.
    static func caterpillar(spine: Int, legs: Int, seed: UInt64 = 4) -> LayoutTree {
        var rng = SplitMix64(state: seed)
        var tree = LayoutTree()
        var body = tree.addNode(size: rng.size(), parent: nil)
        for step in 0..<spine {
            let legsFirst = step % 2 == 0
            if legsFirst { for _ in 0..<legs { tree.addNode(size: rng.size(), parent: body) } }
            let next = tree.addNode(size: rng.size(), parent: body)
            if !legsFirst { for _ in 0..<legs { tree.addNode(size: rng.size(), parent: body) } }
            body = next
        }
        return tree
    }

    /// Each new node hangs under one of the `reach` most recent nodes (small reach = deep),
    /// or starts a new tree with probability `newRoot`.
    static func random(_ count: Int, seed: UInt64, reach: Int, newRoot: Double = 0, squares: Bool = false) -> LayoutTree
    {
        var rng = SplitMix64(state: seed)
        var tree = LayoutTree()
        for index in 0..<count {
            let size: LayoutSize
            if squares {
                let side = rng.double(20...120)
                size = LayoutSize(width: side, height: side)
            } else {
                size = rng.size()
            }
            let parent = index == 0 || rng.double(0...1) < newRoot ? nil : index - rng.int(1...min(index, reach))
            tree.addNode(size: size, parent: parent)
        }
        return tree
    }
}

/// Every broken rule found in `result`, checked independently of how the layout was computed.
/// Linear in the tree size unless `exhaustive`, which adds the quadratic all-pairs checks.
private func violations(
    _ result: TreeLayoutResult, of tree: LayoutTree, with layout: TidyTreeLayout,
    direction: LayoutDirection, exhaustive: Bool
) -> [String] {
    let count = tree.count
    guard result.centers.count == count else { return ["\(result.centers.count) centres for \(count) nodes"] }
    var problems = [String]()
    func fail(_ message: @autoclosure () -> String) { if problems.count < 10 { problems.append(message()) } }
    let eps = 1e-6
    let tb = direction == .topToBottom
    let along = result.centers.map { tb ? $0.x : $0.y }
    let across = result.centers.map { tb ? $0.y : $0.x }
    let breadth = tree.sizes.map { tb ? $0.width : $0.height }
    let thickness = tree.sizes.map { tb ? $0.height : $0.width }
    func low(_ v: Int) -> Double { along[v] - breadth[v] / 2 }
    func high(_ v: Int) -> Double { along[v] + breadth[v] / 2 }

    var parent = [Int](repeating: -1, count: count)
    for (node, kids) in tree.children.enumerated() { for kid in kids { parent[kid] = node } }
    var depth = [Int](repeating: 0, count: count)
    var preorder = [Int]()
    var stack = Array(tree.roots.reversed())
    while let node = stack.popLast() {
        preorder.append(node)
        for kid in tree.children[node].reversed() {
            depth[kid] = depth[node] + 1
            stack.append(kid)
        }
    }
    func requiredGap(_ a: Int, _ b: Int) -> Double {
        parent[a] >= 0 && parent[a] == parent[b] ? layout.siblingGap : layout.subtreeGap
    }

    // Levels: one shared centre line per depth, bands exactly levelGap apart.
    let levels = (depth.max() ?? -1) + 1
    var line = [Double?](repeating: nil, count: levels)
    var band = [Double](repeating: 0, count: levels)
    for node in 0..<count {
        let d = depth[node]
        band[d] = max(band[d], thickness[node])
        if let shared = line[d], abs(shared - across[node]) > eps { fail("node \(node) off the line of depth \(d)") }
        line[d] = line[d] ?? across[node]
    }
    for d in 1..<max(levels, 1) {
        guard let upper = line[d - 1], let lower = line[d] else { continue }
        if !(lower > upper) { fail("depth \(d) not after depth \(d - 1)") }
        let space = (lower - band[d] / 2) - (upper + band[d - 1] / 2)
        if abs(space - layout.levelGap) > eps { fail("space \(space) between levels \(d - 1) and \(d)") }
    }

    // Along each level, boxes come in depth-first order with the required gap;
    // that alone implies no overlap, children in order and separated subtrees.
    var previous = [Int](repeating: -1, count: levels)
    for node in preorder {
        let before = previous[depth[node]]
        if before >= 0, low(node) - high(before) < requiredGap(before, node) - eps {
            fail("nodes \(before) and \(node) are \(low(node) - high(before)) apart")
        }
        previous[depth[node]] = node
    }
    for (node, kids) in tree.children.enumerated() where !kids.isEmpty {
        for (a, b) in zip(kids, kids.dropFirst()) where !(along[a] < along[b]) {
            fail("children \(a), \(b) out of order")
        }
        let middle = (along[kids.first!] + along[kids.last!]) / 2
        if abs(along[node] - middle) >= eps { fail("node \(node) at \(along[node]), children centre \(middle)") }
    }
    for (a, b) in zip(tree.roots, tree.roots.dropFirst()) where !(along[a] < along[b]) {
        fail("roots \(a), \(b) out of order")
    }

    // Margins and size.
    let minAlong = (0..<count).map(low).min() ?? layout.margin
    let maxAlong = (0..<count).map(high).max() ?? 0
    let minAcross = (0..<count).map { across[$0] - thickness[$0] / 2 }.min() ?? layout.margin
    let maxAcross = (0..<count).map { across[$0] + thickness[$0] / 2 }.max() ?? 0
    let sizeAlong = tb ? result.size.width : result.size.height
    let sizeAcross = tb ? result.size.height : result.size.width
    if abs(minAlong - layout.margin) > eps || abs(minAcross - layout.margin) > eps {
        fail("min edges \(minAlong), \(minAcross)")
    }
    if count > 0, abs(sizeAlong - maxAlong - layout.margin) > eps || abs(sizeAcross - maxAcross - layout.margin) > eps {
        fail("size \(result.size) for extents \(maxAlong), \(maxAcross)")
    }
    guard exhaustive else { return problems }

    for a in 0..<count {
        for b in (a + 1)..<count {
            let (pa, pb) = (result.centers[a], result.centers[b])
            let (sa, sb) = (tree.sizes[a], tree.sizes[b])
            if abs(pa.x - pb.x) < (sa.width + sb.width) / 2 - eps, abs(pa.y - pb.y) < (sa.height + sb.height) / 2 - eps
            {
                fail("boxes \(a) and \(b) overlap")
            }
        }
    }
    // Per subtree and depth, the extent of its boxes: [root][depth] = (low, high).
    var extent = [[Int: (Double, Double)]](repeating: [:], count: count)
    for root in 0..<count {
        var pending = [root]
        while let node = pending.popLast() {
            let old = extent[root][depth[node]] ?? (.infinity, -.infinity)
            extent[root][depth[node]] = (min(old.0, low(node)), max(old.1, high(node)))
            pending.append(contentsOf: tree.children[node])
        }
    }
    for group in tree.children + [tree.roots] {
        for (i, a) in group.enumerated() {
            for b in group.dropFirst(i + 1) {
                for (d, left) in extent[a] {
                    guard let right = extent[b][d] else { continue }
                    let gap = d == depth[a] ? requiredGap(a, b) : layout.subtreeGap
                    if right.0 - left.1 < gap - eps { fail("subtrees of \(a) and \(b) too close at depth \(d)") }
                }
            }
        }
    }
    return problems
}

private let layouts = [
    TidyTreeLayout(),
    TidyTreeLayout(levelGap: 0, siblingGap: 0, subtreeGap: 0, margin: 0),
    TidyTreeLayout(levelGap: 7.5, siblingGap: 30, subtreeGap: 3, margin: 100),
]

final class TidyTreeLayoutTests: XCTestCase {
    /// Lays `tree` out with every spacing preset in both directions and asserts every invariant.
    private func assertTidy(_ tree: LayoutTree, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        for layout in layouts {
            for direction in LayoutDirection.allCases {
                let result = layout.layout(tree, direction: direction)
                let problems = violations(
                    result, of: tree, with: layout, direction: direction, exhaustive: tree.count <= 600)
                XCTAssert(problems.isEmpty, "\(label) \(direction) \(layout): \(problems)", file: file, line: line)
            }
        }
    }

    func testLayoutTreeKeepsAttachOrderAndRoots() {
        var tree = LayoutTree()
        XCTAssertEqual(tree.count, 0)
        let a = tree.addNode(size: LayoutSize(width: 1, height: 2), parent: nil)
        let b = tree.addNode(size: LayoutSize(width: 3, height: 4), parent: a)
        let c = tree.addNode(size: LayoutSize(width: 5, height: 6), parent: nil)
        let d = tree.addNode(size: LayoutSize(width: 7, height: 8), parent: a)
        let e = tree.addNode(size: LayoutSize(width: 9, height: 10), parent: b)
        XCTAssertEqual([a, b, c, d, e], [0, 1, 2, 3, 4])
        XCTAssertEqual(tree.count, 5)
        XCTAssertEqual(tree.roots, [a, c])
        XCTAssertEqual(tree.children, [[b, d], [e], [], [], []])
        XCTAssertEqual(tree.sizes[d], LayoutSize(width: 7, height: 8))
    }

    func testEmptyTreeIsJustMargins() {
        let result = TidyTreeLayout(margin: 5).layout(LayoutTree(), direction: .topToBottom)
        XCTAssertEqual(result, TreeLayoutResult(centers: [], size: LayoutSize(width: 10, height: 10)))
    }

    func testSingleNodeSitsInsideTheMargin() {
        var tree = LayoutTree()
        tree.addNode(size: LayoutSize(width: 50, height: 30), parent: nil)
        XCTAssertEqual(
            TidyTreeLayout().layout(tree, direction: .topToBottom),
            TreeLayoutResult(centers: [LayoutPoint(x: 37, y: 27)], size: LayoutSize(width: 74, height: 54)))
        XCTAssertEqual(
            TidyTreeLayout().layout(tree, direction: .leftToRight),
            TreeLayoutResult(centers: [LayoutPoint(x: 37, y: 27)], size: LayoutSize(width: 74, height: 54)))
        assertTidy(tree, "single")
    }

    /// Children 40 wide, 16 apart: edges 12..52, 68..108, 124..164, so centres 32, 88, 144;
    /// the root (100 wide) is centred at 88. Rows are 30 high, 40 apart: y = 27 and 97.
    func testHandWorkedRootWithThreeLeaves() {
        var tree = LayoutTree()
        let root = tree.addNode(size: LayoutSize(width: 100, height: 30), parent: nil)
        for _ in 0..<3 { tree.addNode(size: LayoutSize(width: 40, height: 30), parent: root) }
        let result = TidyTreeLayout().layout(tree, direction: .topToBottom)
        XCTAssertEqual(
            result.centers,
            [
                LayoutPoint(x: 88, y: 27), LayoutPoint(x: 32, y: 97),
                LayoutPoint(x: 88, y: 97), LayoutPoint(x: 144, y: 97),
            ])
        XCTAssertEqual(result.size, LayoutSize(width: 176, height: 124))
        // Sideways, levels use widths (x = 12 + 50 = 62, 12 + 100 + 40 + 20 = 172) and
        // siblings use heights (y = 27, 27 + 30 + 16 = 73, 119).
        let sideways = TidyTreeLayout().layout(tree, direction: .leftToRight)
        XCTAssertEqual(
            sideways.centers,
            [
                LayoutPoint(x: 62, y: 73), LayoutPoint(x: 172, y: 27),
                LayoutPoint(x: 172, y: 73), LayoutPoint(x: 172, y: 119),
            ])
        XCTAssertEqual(sideways.size, LayoutSize(width: 204, height: 146))
    }

    /// A and B (40 wide) would be 56 apart as siblings, but their children are cousins and need
    /// 40 + 24 = 64, so B moves to 64 from A: A, a = 32; B, b = 96; root = 64.
    func testHandWorkedCousinsKeepTheSubtreeGap() {
        var tree = LayoutTree()
        let box = LayoutSize(width: 40, height: 20)
        let root = tree.addNode(size: box, parent: nil)
        let a = tree.addNode(size: box, parent: root), b = tree.addNode(size: box, parent: root)
        tree.addNode(size: box, parent: a)
        tree.addNode(size: box, parent: b)
        let xs = TidyTreeLayout().layout(tree, direction: .topToBottom).centers.map(\.x)
        XCTAssertEqual(xs, [64, 32, 96, 32, 96])
    }

    /// Root children A, B, C, D, all boxes 20 wide with gaps of 10; A and D each have five
    /// children 30 apart. D's children first force D to 150 + 60 = 210 relative to A at 60;
    /// Walker's apportion then spreads the leaves B and C evenly (+20, +40): 60, 110, 160, 210.
    /// Shifting by margin 12 - (0 - 10) = 22 gives the numbers below; the root is at (82+232)/2.
    func testHandWorkedSmallSubtreesAreSpreadEvenly() {
        var tree = LayoutTree()
        let box = LayoutSize(width: 20, height: 20)
        let root = tree.addNode(size: box, parent: nil)
        let a = tree.addNode(size: box, parent: root)
        for _ in 0..<5 { tree.addNode(size: box, parent: a) }
        let b = tree.addNode(size: box, parent: root), c = tree.addNode(size: box, parent: root)
        let d = tree.addNode(size: box, parent: root)
        for _ in 0..<5 { tree.addNode(size: box, parent: d) }
        let xs = TidyTreeLayout(siblingGap: 10, subtreeGap: 10).layout(tree, direction: .topToBottom).centers.map(\.x)
        XCTAssertEqual([xs[root], xs[a], xs[b], xs[c], xs[d]], [157, 82, 132, 182, 232])
        XCTAssertEqual(Array(xs[2...6]), [22, 52, 82, 112, 142])
        XCTAssertEqual(Array(xs[10...14]), [172, 202, 232, 262, 292])
    }

    func testChainOf500() { assertTidy(Shape.chain(500), "chain") }

    func testStarOf300() { assertTidy(Shape.star(leaves: 300), "star") }

    func testCompleteBinaryTreeOfDepth8() {
        let tree = Shape.completeBinary(depth: 8)
        XCTAssertEqual(tree.count, 511)
        assertTidy(tree, "binary")
    }

    func testCaterpillar() {
        assertTidy(Shape.caterpillar(spine: 60, legs: 3), "caterpillar")
        assertTidy(Shape.caterpillar(spine: 12, legs: 1, seed: 9), "short caterpillar")
    }

    func testRandomTrees() {
        for seed: UInt64 in 1...30 {
            let count = Int(seed * 37 % 400) + 1
            for reach in [1, 3, 12, 400] {
                assertTidy(Shape.random(count, seed: seed, reach: reach), "random seed \(seed) reach \(reach)")
            }
        }
    }

    func testRandomForests() {
        for seed: UInt64 in 100...120 {
            let tree = Shape.random(250, seed: seed, reach: Int(seed % 9) + 1, newRoot: 0.04)
            XCTAssertGreaterThan(tree.roots.count, 1)
            assertTidy(tree, "forest seed \(seed)")
        }
        var singles = LayoutTree()
        for _ in 0..<5 { singles.addNode(size: LayoutSize(width: 10, height: 10), parent: nil) }
        XCTAssertEqual(
            TidyTreeLayout().layout(singles, direction: .topToBottom).centers.map(\.x), [17, 51, 85, 119, 153])
        assertTidy(singles, "forest of single nodes")
    }

    func testLayoutIsDeterministic() {
        let tree = Shape.random(3000, seed: 77, reach: 6, newRoot: 0.01)
        for direction in LayoutDirection.allCases {
            let first = TidyTreeLayout().layout(tree, direction: direction)
            let second = TidyTreeLayout().layout(
                Shape.random(3000, seed: 77, reach: 6, newRoot: 0.01), direction: direction)
            let bits = { (r: TreeLayoutResult) in r.centers.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
            XCTAssertEqual(bits(first), bits(second))
            XCTAssertEqual(first.size, second.size)
        }
    }

    func testTwentyThousandDeepChain() {
        let tree = Shape.chain(20_000)
        for direction in LayoutDirection.allCases {
            let result = TidyTreeLayout().layout(tree, direction: direction)
            let problems = violations(result, of: tree, with: TidyTreeLayout(), direction: direction, exhaustive: false)
            XCTAssert(problems.isEmpty, "\(direction): \(problems)")
        }
    }

    func testTwentyThousandNodeRandomTree() {
        for (reach, newRoot) in [(5, 0.0), (40, 0.001), (20_000, 0.0)] {
            let tree = Shape.random(20_000, seed: 2024, reach: reach, newRoot: newRoot)
            for direction in LayoutDirection.allCases {
                let result = TidyTreeLayout().layout(tree, direction: direction)
                let problems = violations(
                    result, of: tree, with: TidyTreeLayout(), direction: direction, exhaustive: false)
                XCTAssert(problems.isEmpty, "reach \(reach) \(direction): \(problems)")
            }
        }
    }

    func testLeftToRightTransposesTopToBottomForSquareBoxes() {
        for seed: UInt64 in 1...10 {
            let tree = Shape.random(300, seed: seed, reach: Int(seed), newRoot: 0.02, squares: true)
            for layout in layouts {
                let down = layout.layout(tree, direction: .topToBottom)
                let right = layout.layout(tree, direction: .leftToRight)
                XCTAssertEqual(right.centers, down.centers.map { LayoutPoint(x: $0.y, y: $0.x) }, "seed \(seed)")
                XCTAssertEqual(right.size, LayoutSize(width: down.size.height, height: down.size.width))
            }
        }
    }

    /// The checker itself must notice broken layouts, or the tests above prove nothing.
    func testCheckerRejectsBrokenLayouts() {
        let tree = Shape.random(120, seed: 5, reach: 4, newRoot: 0.03)
        let layout = TidyTreeLayout()
        let good = layout.layout(tree, direction: .topToBottom)
        XCTAssertEqual(violations(good, of: tree, with: layout, direction: .topToBottom, exhaustive: true), [])
        let parent = tree.children.firstIndex { $0.count >= 2 }!
        let (first, second) = (tree.children[parent][0], tree.children[parent][1])
        let leaf = tree.children.firstIndex { $0.isEmpty }!
        let corruptions: [(String, (inout [LayoutPoint]) -> Void)] = [
            ("swap siblings", { $0.swapAt(first, second) }),
            ("parent off centre", { $0[parent].x += 0.01 }),
            ("leaf off its level", { $0[leaf].y += 0.01 }),
            (
                "sibling squeezed",
                { $0[second].x = $0[first].x + (tree.sizes[first].width + tree.sizes[second].width) / 2 + 15.9 }
            ),
            ("everything moved", { for i in $0.indices { $0[i].x += 1 } }),
            ("mirrored", { for i in $0.indices { $0[i].x = good.size.width - $0[i].x } }),
        ]
        for (name, corrupt) in corruptions {
            var broken = good
            corrupt(&broken.centers)
            XCTAssertFalse(
                violations(broken, of: tree, with: layout, direction: .topToBottom, exhaustive: true).isEmpty, name)
            XCTAssertFalse(
                violations(broken, of: tree, with: layout, direction: .topToBottom, exhaustive: false).isEmpty, name)
        }
        var wrongSize = good
        wrongSize.size.height += 1
        XCTAssertFalse(
            violations(wrongSize, of: tree, with: layout, direction: .topToBottom, exhaustive: false).isEmpty)
    }
}

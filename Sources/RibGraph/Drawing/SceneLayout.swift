import Foundation

/// Where each node of a ``Scene`` goes: ribgraph's own tidy tree, with node sizes estimated by
/// ``LabelMetrics`` so the picture does not depend on the fonts installed.
package struct SceneLayout: Sendable {
    /// Each node's size, index-aligned with the scene's nodes.
    var sizes: [LayoutSize]
    /// Each node's centre (y grows down), index-aligned with the scene's nodes.
    var centers: [LayoutPoint]
    /// The drawing's size.
    var size: LayoutSize

    /// Title text size, in points: bold for RIBs, italic (as wide as upright) for adapters.
    static let titleFont = LabelMetrics(fontSize: 12, bold: true)
    static let adapterTitleFont = LabelMetrics(fontSize: 12)
    /// Second-line text size, in points.
    static let subtitleFont = LabelMetrics(fontSize: 9)

    /// The direction the levels run in: the one asked for, or the one ``choose(_:)`` picked for `automatic`.
    var direction: LayoutDirection

    /// Lays `scene` out in `direction`; `automatic` lays it out both ways and keeps the more readable shape.
    init(scene: Scene, direction: LayoutDirection) {
        guard direction == .automatic else {
            self.init(scene: scene, definite: direction)
            return
        }
        let candidates = [Self(scene: scene, definite: .topToBottom), Self(scene: scene, definite: .leftToRight)]
        self = candidates[Self.choose(candidates.map(\.size))]
    }

    private init(scene: Scene, definite direction: LayoutDirection) {
        let boxes = scene.nodes.map(Self.size(of:))
        let slots = Self.slots(for: boxes, labelling: scene.dependencies, direction: direction)
        let tidy = TidyTreeLayout(levelGap: Self.levelGap(for: scene, direction))
        let apart = Set(scene.unreachableRoots)
        var centers = [LayoutPoint](repeating: LayoutPoint(x: 0, y: 0), count: scene.nodes.count)
        var size = Self.forest(
            scene.roots.filter { !apart.contains($0) }, of: scene, slots: slots, layout: tidy, direction: direction,
            into: &centers)
        if !apart.isEmpty {
            // After the tree along the level axis, never on the launch RIB's level, inside the group's frame.
            let axes = LayoutAxes(direction)
            let shift = axes.depth(size) + Self.groupGap + (axes.vertical ? Self.groupTitleHeight : 0)
            let offset = axes.point(along: shift, across: axes.vertical ? 0 : Self.groupTitleHeight)
            var group = [LayoutPoint](repeating: LayoutPoint(x: 0, y: 0), count: scene.nodes.count)
            let extent = Self.forest(
                scene.unreachableRoots, of: scene, slots: slots, layout: tidy, direction: direction, into: &group)
            for node in scene.unreachableNodes() {
                centers[node] = LayoutPoint(x: group[node].x + offset.x, y: group[node].y + offset.y)
            }
            // The frame is at least as wide as its title, which must stay on the page too.
            let title = Self.groupTitleWidth(scene.unreachableNodes().count)
            size = LayoutSize(
                width: max(size.width, extent.width + offset.x, offset.x + title),
                height: max(size.height, extent.height + offset.y))
        }
        sizes = boxes
        self.centers = centers
        self.size = size
        self.direction = direction
        widenGaps(for: scene)
    }

    /// A layout of `scene` at positions found elsewhere (``DotPlacement``), its gaps widened for their lanes as the
    /// tidy tree's are.
    init(scene: Scene, sizes: [LayoutSize], centers: [LayoutPoint], size: LayoutSize, direction: LayoutDirection) {
        self.sizes = sizes
        self.centers = centers
        self.size = size
        self.direction = direction
        widenGaps(for: scene)
    }

    /// The space between levels of `scene` laid out in `direction`: top to bottom, property lists label the
    /// edges between levels, so they get room; left to right they sit above or below their node, in its slot.
    static func levelGap(for scene: Scene, _ direction: LayoutDirection) -> Double {
        let lines = direction == .topToBottom ? scene.dependencies.map(\.properties.count).max() ?? 0 : 0
        return 40 + Double(lines) * 10
    }

    /// Lengthens each gap between levels that is too short for the lanes its edges take
    /// (``SceneRoutes/laneShortfall(scene:layout:)``), moving every later level further along the level axis:
    /// squeezed into an even spread, lanes of different parents ran a point apart, as one line.
    private mutating func widenGaps(for scene: Scene) {
        let (gaps, level) = SceneRoutes.laneShortfall(scene: scene, layout: self)
        guard gaps.contains(where: { $0 > 0 }) else { return }
        var shift: [Double] = []
        var total = 0.0
        for gap in gaps {
            total += gap.rounded(.up)
            shift.append(total)
        }
        let axes = LayoutAxes(direction)
        for node in centers.indices {
            centers[node] = axes.point(
                along: axes.along(centers[node]) + shift[level[node]], across: axes.across(centers[node]))
        }
        let grown = axes.point(along: axes.depth(size) + total, across: axes.breadth(size))
        size = LayoutSize(width: grown.x, height: grown.y)
    }

    /// Lays out the trees under `roots` with `layout`, writing their nodes' centres into `centers`; returns
    /// the forest's size.
    private static func forest(
        _ roots: [Int], of scene: Scene, slots: [LayoutSize], layout: TidyTreeLayout, direction: LayoutDirection,
        into centers: inout [LayoutPoint]
    ) -> LayoutSize {
        var tree = LayoutTree()
        var placed: [(node: Int, index: Int)] = []
        var stack = roots.reversed().map { ($0, nil as Int?) }
        while let (node, parent) = stack.popLast() {
            let index = tree.addNode(size: slots[node], parent: parent)
            placed.append((node, index))
            stack.append(contentsOf: scene.children[node].reversed().map { ($0, index) })
        }
        let result = layout.layout(tree, direction: direction)
        for (node, index) in placed { centers[node] = result.centers[index] }
        return result.size
    }

    /// The group title's text size, in points.
    static let groupTitleFont = LabelMetrics(fontSize: 10, bold: true)
    /// The space between the tree and the frame of the unreachable RIB types' group.
    static let groupGap = 24.0
    /// The strip at the top of that frame that holds its title.
    static let groupTitleHeight = 22.0
    /// The group frame's margin around the boxes inside it.
    static let groupPadding = 8.0

    /// The frame around the unreachable RIB types of `scene` and the place of its title, where there are any,
    /// on the page's axes (along: y, across: x) whatever the direction, so the title reads at the top left.
    /// It holds each member's slot, not just its box: the label of an edge into the member lies in the slot,
    /// beside the box, where a frame drawn round the boxes put its title on the label above the first one.
    func unreachableGroup(of scene: Scene) -> (frame: AxisRect, title: AxisRect)? {
        let members = scene.unreachableNodes()
        guard !members.isEmpty else { return nil }
        let page = LayoutAxes(.topToBottom)
        let slots = Self.slots(for: sizes, labelling: scene.dependencies, direction: direction)
        var frame = page.rect(center: centers[members[0]], size: slots[members[0]])
        for node in members.dropFirst() {
            let box = page.rect(center: centers[node], size: slots[node])
            frame = AxisRect(
                alongMin: min(frame.alongMin, box.alongMin), alongMax: max(frame.alongMax, box.alongMax),
                acrossMin: min(frame.acrossMin, box.acrossMin), acrossMax: max(frame.acrossMax, box.acrossMax))
        }
        frame.alongMin -= Self.groupPadding + Self.groupTitleHeight
        frame.alongMax += Self.groupPadding
        frame.acrossMin -= Self.groupPadding
        frame.acrossMax = max(
            frame.acrossMax + Self.groupPadding, frame.acrossMin + Self.groupTitleWidth(members.count))
        let title = AxisRect(
            alongMin: frame.alongMin + 4, alongMax: frame.alongMin + Self.groupTitleHeight - 2,
            acrossMin: frame.acrossMin + 6,
            acrossMax: frame.acrossMin + 10 + Self.groupTitleFont.width(of: Self.groupTitle(members.count)))
        return (frame, title)
    }

    /// The least width of the group's frame: its title's, with the title's margins on both sides.
    static func groupTitleWidth(_ count: Int) -> Double {
        16 + groupTitleFont.width(of: groupTitle(count))
    }

    /// The group's title, for `count` RIB types.
    static func groupTitle(_ count: Int) -> String {
        "\(count) RIB type\(count == 1 ? "" : "s") not attached by any launched RIB"
    }

    /// The width-to-height ratio pictures aim at: screens and landscape pages are 4:3 to 16:9; a picture
    /// much wider than that shrinks to specks when fitted to the width, one much taller scrolls.
    static let readableAspect = 1.5

    /// The index of the candidate size whose aspect ratio is nearest ``readableAspect`` (by ratio, so that
    /// twice too wide and twice too tall weigh the same); the first wins a tie.
    static func choose(_ sizes: [LayoutSize]) -> Int {
        func distance(_ size: LayoutSize) -> Double {
            abs(log(max(size.width, 1) / max(size.height, 1) / readableAspect))
        }
        var best = 0
        for index in sizes.indices.dropFirst() where distance(sizes[index]) < distance(sizes[best]) { best = index }
        return best
    }

    /// The room each node takes in the layout: its box and the labels of the dependency edges that enter it,
    /// which ``SceneRoutes`` sets beside the edge's end on either side of the box (top to bottom), or above or
    /// below the box (left to right).
    static func slots(
        for boxes: [LayoutSize], labelling links: [Scene.DependencyLink],
        direction: LayoutDirection
    ) -> [LayoutSize] {
        var slots = boxes
        // Left to right, the labels of several edges into one box stack above and below it
        // (``SceneRoutes``): on either side, room for all of them.
        var stack = [Double](repeating: 0, count: boxes.count)
        for link in links {
            let box = boxes[link.consumer]
            let label = SceneStyle.labelSize(link)
            if direction == .topToBottom {
                let reach = box.width / 4 + EdgeRoute.labelGap + label.width
                slots[link.consumer].width = max(slots[link.consumer].width, 2 * reach)
            } else {
                stack[link.consumer] += label.height + (stack[link.consumer] > 0 ? SceneRoutes.stackGap : 0)
                slots[link.consumer].width = max(slots[link.consumer].width, label.width)
                slots[link.consumer].height = max(
                    slots[link.consumer].height, box.height + 2 * (EdgeRoute.labelGap + stack[link.consumer]))
            }
        }
        return slots
    }

    /// This layout mirrored across the diagonal: x and y, widths and heights swapped, and the other
    /// direction. Code that places nodes top to bottom places them left to right through it.
    var transposed: SceneLayout {
        var mirrored = self
        mirrored.sizes = sizes.map(\.transposed)
        mirrored.centers = centers.map { LayoutPoint(x: $0.y, y: $0.x) }
        mirrored.size = size.transposed
        mirrored.direction = direction == .leftToRight ? .topToBottom : .leftToRight
        return mirrored
    }

    /// The box a node needs for its title and subtitle.
    static func size(of node: Scene.Node) -> LayoutSize {
        let title = (node.kind == .adapter ? adapterTitleFont : titleFont).width(of: node.title)
        let subtitle = node.subtitle.map { subtitleFont.width(of: $0) } ?? 0
        let badge = node.badge.map { subtitleFont.width(of: $0) } ?? 0
        let width = max(title, subtitle, badge) + 20
        let badgeHeight = node.badge == nil ? 0.0 : 12
        switch node.kind {
        case .rib: return LayoutSize(width: max(width, 72), height: (node.subtitle == nil ? 28 : 40) + badgeHeight)
        case .adapter: return LayoutSize(width: max(width, 60), height: 34)
        case .collapsed: return LayoutSize(width: max(width, 60), height: 24)
        }
    }
}

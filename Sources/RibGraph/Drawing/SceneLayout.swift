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
        var tree = LayoutTree()
        var treeIndex = [Int](repeating: 0, count: scene.nodes.count)
        var stack = scene.roots.reversed().map { ($0, nil as Int?) }
        while let (node, parent) = stack.popLast() {
            treeIndex[node] = tree.addNode(size: slots[node], parent: parent)
            stack.append(contentsOf: scene.children[node].reversed().map { ($0, treeIndex[node]) })
        }
        // Top to bottom, property lists label the edges between levels: leave them room. Left to right
        // they sit above or below their node, in its slot.
        let lines = direction == .topToBottom ? scene.dependencies.map(\.properties.count).max() ?? 0 : 0
        let result = TidyTreeLayout(levelGap: 40 + Double(lines) * 10).layout(tree, direction: direction)
        sizes = boxes
        centers = treeIndex.map { result.centers[$0] }
        size = result.size
        self.direction = direction
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

    /// The room each node takes in the layout: its box and the label of a dependency edge that enters it,
    /// which ``EdgeRoute`` sets beside the edge's end on either side of the box (top to bottom), or above or
    /// below the box (left to right).
    static func slots(
        for boxes: [LayoutSize], labelling links: [Scene.DependencyLink],
        direction: LayoutDirection
    ) -> [LayoutSize] {
        var slots = boxes
        for link in links {
            let box = boxes[link.consumer]
            let label = SceneStyle.labelSize(link)
            if direction == .topToBottom {
                let reach = box.width / 4 + EdgeRoute.labelGap + label.width
                slots[link.consumer].width = max(slots[link.consumer].width, 2 * reach)
            } else {
                slots[link.consumer].width = max(slots[link.consumer].width, label.width)
                slots[link.consumer].height = max(
                    slots[link.consumer].height,
                    box.height + 2 * (EdgeRoute.labelGap + label.height))
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

/// Where each node of a ``Scene`` goes: ribgraph's own tidy tree, with node sizes estimated by
/// ``LabelMetrics`` so the picture does not depend on the fonts installed.
public struct SceneLayout: Sendable {
    /// Each node's size, index-aligned with the scene's nodes.
    public var sizes: [LayoutSize]
    /// Each node's centre (y grows down), index-aligned with the scene's nodes.
    public var centers: [LayoutPoint]
    /// The drawing's size.
    public var size: LayoutSize

    /// Title text size, in points.
    static let titleFont = LabelMetrics(fontSize: 12)
    /// Second-line text size, in points.
    static let subtitleFont = LabelMetrics(fontSize: 9)

    /// Lays `scene` out in `direction`.
    public init(scene: Scene, direction: LayoutDirection) {
        let boxes = scene.nodes.map(Self.size(of:))
        let slots = Self.slots(for: boxes, labelling: scene.dependencies, direction: direction)
        var tree = LayoutTree()
        var treeIndex = [Int](repeating: 0, count: scene.nodes.count)
        var stack = scene.roots.reversed().map { ($0, nil as Int?) }
        while let (node, parent) = stack.popLast() {
            treeIndex[node] = tree.addNode(size: slots[node], parent: parent)
            stack.append(contentsOf: scene.children[node].reversed().map { ($0, treeIndex[node]) })
        }
        // Property lists label the edges between levels: leave them room.
        let lines = scene.dependencies.map(\.properties.count).max() ?? 0
        let result = TidyTreeLayout(levelGap: 40 + Double(lines) * 10).layout(tree, direction: direction)
        sizes = boxes
        centers = treeIndex.map { result.centers[$0] }
        size = result.size
    }

    /// The room each node takes in the layout: its box and, top to bottom, the label of a dependency edge
    /// that enters it, which ``EdgeRoute`` sets beside the edge's end on either side of the box.
    static func slots(for boxes: [LayoutSize], labelling links: [Scene.DependencyLink],
                              direction: LayoutDirection) -> [LayoutSize] {
        guard direction == .topToBottom else { return boxes }
        var slots = boxes
        for link in links {
            let box = boxes[link.consumer]
            let reach = box.width / 4 + EdgeRoute.labelGap + SceneStyle.labelSize(link).width
            slots[link.consumer].width = max(slots[link.consumer].width, 2 * reach)
        }
        return slots
    }

    /// The box a node needs for its title and subtitle.
    static func size(of node: Scene.Node) -> LayoutSize {
        let title = titleFont.width(of: node.title)
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

import RibAnalysis
import RibTrace

/// One layout for a whole trace: the scene of every RIB ever attached (``AttachHistory``), placed once.
/// Frames look their nodes up here by id, so a RIB sits at the same point in every frame.
struct StableLayout: Sendable {
    /// The scene of every RIB ever attached, with adapters and dependency edges.
    let scene: Scene
    /// Where `scene`'s nodes go.
    let layout: SceneLayout
    private let indexByID: [Scene.NodeID: Int]

    /// Lays out `history`'s union tree of `trace`, narrowed by `options`' focus and depth. With `reservingBadges`, every node's box keeps room for
    /// a badge line, so a frame can badge any node without changing its size.
    init(
        trace: LoadedTrace, history: AttachHistory, options: SnapshotOptions, title: String,
        reservingBadges: Bool
    ) throws {
        var scene = try SceneBuilder(trace: trace.trace, tree: history.tree, options: options).build(title: title)
        if reservingBadges {
            // Size every box for the widest badge a frame gives, then drop it again.
            let plain = scene.nodes
            let widest = TraceCaption.widestFrameBadge
            for index in scene.nodes.indices { scene.nodes[index].addBadge(widest) }
            let reserved = SceneLayout(scene: scene, direction: options.direction)
            scene.nodes = plain
            layout = reserved
        } else {
            layout = SceneLayout(scene: scene, direction: options.direction)
        }
        self.scene = scene
        var byID: [Scene.NodeID: Int] = [:]
        for (index, node) in scene.nodes.enumerated() where byID[node.id] == nil { byID[node.id] = index }
        indexByID = byID
    }

    /// The union scene's node for `id`, if any.
    func index(of id: Scene.NodeID) -> Int? { indexByID[id] }

    /// The centre of the node for `id` in the union layout, if it is there.
    func center(of id: Scene.NodeID) -> LayoutPoint? { indexByID[id].map { layout.centers[$0] } }
}

import RibAnalysis
import RibTrace

/// Builds one frame: the scene of the tree after an event, drawn at the stable layout's positions, with
/// every other RIB ever attached drawn faint in its place and the RIB the event changed badged.
struct FrameBuilder {
    let loaded: LoadedTrace
    let stable: StableLayout
    let options: SnapshotOptions

    /// The frame of `event`, given the tree after it.
    func frame(after tree: any RibTree, event: TraceEvent, title: String) throws -> (scene: Scene, layout: SceneLayout)
    {
        let trace = loaded.trace
        let badge = TraceCaption.frameBadge(for: event.kind)
        var scene: Scene
        do {
            scene = try SceneBuilder(trace: trace, tree: tree, options: options).build(title: title)
        } catch SnapshotError.focusNotAttached {
            // Not attached yet, or any more: the focused part of the stable layout is drawn faint below.
            scene = Scene(title: title)
        }
        // The legend says what the whole history leaves out, so that it keeps its size from frame to frame.
        scene.dependencyNote = stable.scene.dependencyNote
        let changedID = Scene.NodeID.rib(trace.ribs[event.child].id)
        var frameIndex: [Scene.NodeID: Int] = [:]
        for (index, node) in scene.nodes.enumerated() where frameIndex[node.id] == nil { frameIndex[node.id] = index }
        if event.kind == .attach, let changed = frameIndex[changedID] {
            scene.nodes[changed].addBadge(badge)
        }
        // The union's nodes come in pre-order, so a node's union parent is placed before it.
        let union = stable.scene
        var unionParent = [Int?](repeating: nil, count: union.nodes.count)
        for (parent, children) in union.children.enumerated() { for child in children { unionParent[child] = parent } }
        var addedFromUnion = 0
        for (index, node) in union.nodes.enumerated() where frameIndex[node.id] == nil {
            addedFromUnion += 1
            var copy = node
            if node.id == changedID && event.kind == .detach {
                copy.addBadge(badge)
            } else {
                copy.isFaint = true
            }
            let parent = unionParent[index].flatMap { frameIndex[union.nodes[$0].id] }
            frameIndex[node.id] = scene.add(copy, under: parent)
        }
        // Edges of RIBs not attached now stay, faint: their labels keep the canvas the same in every frame.
        let attachedCount = scene.nodes.count - addedFromUnion
        for link in union.dependencies {
            guard let provider = frameIndex[union.nodes[link.provider].id],
                let consumer = frameIndex[union.nodes[link.consumer].id],
                provider >= attachedCount || consumer >= attachedCount
            else { continue }
            var copy = link
            copy.provider = provider
            copy.consumer = consumer
            copy.isFaint = true
            scene.dependencies.append(copy)
        }
        return (scene, placed(scene))
    }

    /// `scene`'s layout: every node at its union position and size. A node the union lacks (an adapter on
    /// an edge a RIB was later re-attached through) goes just above its child, or at the origin.
    private func placed(_ scene: Scene) -> SceneLayout {
        var layout = stable.layout
        var centers: [LayoutPoint] = []
        var sizes: [LayoutSize] = []
        for node in scene.nodes {
            if let index = stable.index(of: node.id) {
                centers.append(stable.layout.centers[index])
                sizes.append(stable.layout.sizes[index])
            } else {
                centers.append(LayoutPoint(x: 0, y: 0))
                sizes.append(SceneLayout.size(of: node))
            }
        }
        for (parent, children) in scene.children.enumerated() where stable.index(of: scene.nodes[parent].id) == nil {
            if let child = children.first, stable.index(of: scene.nodes[child].id) != nil {
                let below = centers[child]
                centers[parent] = LayoutPoint(x: below.x, y: below.y - sizes[child].height / 2 - 20)
            }
        }
        layout.centers = centers
        layout.sizes = sizes
        return layout
    }
}

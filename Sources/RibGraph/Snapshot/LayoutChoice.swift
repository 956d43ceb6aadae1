/// Which engine lays a scene out under each ``SnapshotOptions/Layout``: a decision on a scene, so it sits
/// after Scene/ and not with the options (docs/development.md, "Layout of the repository").
extension SnapshotOptions.Layout {
    /// The most ``dotWork(of:)`` `automatic` gives to dot. Measured (README, "Benchmark"): a generated app of
    /// 1,000 RIB types, 40 of them under 5 to 50 parents, is 3,918 and dot draws it in under 2 s with no
    /// edge across a box (the tree: thousands); with a labelled dependency edge beside every route it is
    /// 6,836 and dot takes a minute.
    static let dotLimit = 5_000

    /// Whether a picture of `scene` is laid out by dot rather than by the tidy tree.
    package func usesDot(for scene: Scene) -> Bool {
        switch self {
        case .tree: false
        case .dot: true
        case .automatic: !scene.otherParentEdges.isEmpty && Self.dotWork(of: scene) <= Self.dotLimit
        }
    }

    /// What dot's time follows: each box, plus each edge once per level it spans (dot threads an edge that
    /// spans levels through a chain of virtual nodes, and positions them all), levels taken from the
    /// scene's tree. A deep tree whose dependency edges reach far up is far more work than its size says.
    package static func dotWork(of scene: Scene) -> Int {
        var depth = [Int](repeating: 0, count: scene.nodes.count)
        var stack = scene.roots
        while let node = stack.popLast() {
            for child in scene.children[node] {
                depth[child] = depth[node] + 1
                stack.append(child)
            }
        }
        let spans =
            scene.otherParentEdges.map { ($0.parent, $0.child) } + scene.dependencies.map { ($0.provider, $0.consumer) }
        return scene.nodes.count * 2 - scene.roots.count
            + spans.reduce(0) { $0 + max(1, abs(depth[$1.1] - depth[$1.0])) }
    }
}

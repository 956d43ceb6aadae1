import RibTrace

/// Colours and badges put on a comparison's two scenes after they are built, with the legend that explains
/// them: what a flatten picture marks (proposed RIBs, moved routes).
struct ComparisonMarks {
    /// The marks of one side, by RIB id.
    struct Side {
        /// Node marks: the tree edge into a marked node takes its colour.
        var nodes: [String: Scene.Mark] = [:]
        /// Text added to a node's badge line.
        var badges: [String: String] = [:]
        /// Text that takes the place of a node's badge line: a proposed RIB's, whose routes would make its box
        /// as wide as their names.
        var replacedBadges: [String: String] = [:]
        /// Marks on the routes from further parents (``Scene/ParentEdge``), by parent and child RIB ids.
        var routes: [TreeEdgeKey: Scene.Mark] = [:]

        /// Puts the marks on `scene`'s RIB nodes and routes; ids the scene does not draw are passed over.
        func apply(to scene: inout Scene) {
            for index in scene.nodes.indices {
                guard let rib = scene.nodes[index].id.rib else { continue }
                if let mark = nodes[rib] { scene.nodes[index].mark = mark }
                if let badge = replacedBadges[rib] {
                    scene.nodes[index].badge = badge
                    scene.nodes[index].decides = false
                }
                if let badge = badges[rib] { scene.nodes[index].addBadge(badge) }
            }
            for index in scene.otherParentEdges.indices {
                let edge = scene.otherParentEdges[index]
                guard let parent = scene.nodes[edge.parent].id.rib, let child = scene.nodes[edge.child].id.rib,
                    let mark = routes[TreeEdgeKey(parent: parent, child: child)]
                else { continue }
                scene.otherParentEdges[index].mark = mark
            }
        }
    }

    var left = Side()
    var right = Side()
    /// The legend's HTML-like label, drawn under the metrics tables.
    var legend: String
}

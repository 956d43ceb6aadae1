import RibAnalysis
import RibTrace

/// The tunnel picture's part of a scene (``SnapshotOptions/Dependencies/tunnels``): for each chosen tunnel,
/// a link from the RIB whose component creates the value through each RIB whose component passes it on, to
/// the RIB that requires it; the creating RIBs and the ones passing values on are marked.
///
/// Tunnels that share a step share its link, so however many tunnels an app has, there is at most one link
/// per pair of RIBs, each beside a route of the tree, and the picture stays a tree with coloured routes. Only
/// the last step, into the RIB that requires the values, is labelled: which properties arrive there, who
/// created each, through how many components.
struct TunnelOverlay {
    let trace: Trace
    let tree: any RibTree
    let options: SnapshotOptions

    /// The most property lines a label lists; the rest are counted (`+4 more`).
    static let maxLabelLines = 6
    /// The most property names a creating RIB's badge lists.
    static let maxBadgeNames = 2

    /// Adds the links and marks to `scene`, whose RIB nodes are `nodeOfRIB` (trace index to node), and says in
    /// ``Scene/tunnelSummary`` what it drew. `rib(component, consumer, parent)` finds the attached RIB whose
    /// component is `component`, nearest the consumer. Throws `SnapshotError.unknownProperty(_:suggestion:)`
    /// when ``SnapshotOptions/property`` names no property of the trace.
    func add(to scene: inout Scene, nodeOfRIB: [Int: Int], rib: (String, Int, Int?) -> Int?) throws {
        let tunnels = DependencyMetrics(trace: trace, tree: tree).tunnels
        let passing = TunnelPath.paths(of: tunnels, in: trace)
        let chosen = try chosen(from: passing, tunnels: tunnels)
        var linkAt: [Step: Int] = [:]
        var arriving: [[TunnelPath]] = []
        // Each badge's node, words and properties: `creates` on a creating RIB; `from AppComponent:` on the first
        // RIB a value reaches when the component creating it has no box (an app's root component).
        var badges: [(node: Int, words: String, properties: [String])] = []
        var drawn = 0
        for path in chosen {
            guard let consumerRIB = trace.index(ofRIB: path.tunnel.consumer), let consumer = nodeOfRIB[consumerRIB]
            else { continue }
            let parent = path.tunnel.parent.flatMap(trace.index(ofRIB:))
            // A component no drawn RIB owns (an app's root component, an adapter's) has no box: the label names it.
            var nodes: [Int] = []
            for component in path.components {
                guard let node = rib(component, consumerRIB, parent).flatMap({ nodeOfRIB[$0] }),
                    node != consumer, nodes.last != node
                else { continue }
                nodes.append(node)
            }
            guard let first = nodes.first else { continue }
            drawn += 1
            let creates = rib(path.creator, consumerRIB, parent).flatMap({ nodeOfRIB[$0] }) == first
            if creates { scene.nodes[first].tunnelRole = .creator }
            let words = creates ? "creates" : "from \(path.creator):"
            if let at = badges.firstIndex(where: { $0.node == first && $0.words == words }) {
                if !badges[at].properties.contains(path.tunnel.property) {
                    badges[at].properties.append(path.tunnel.property)
                }
            } else {
                badges.append((first, words, [path.tunnel.property]))
            }
            for node in nodes where scene.nodes[node].tunnelRole == nil { scene.nodes[node].tunnelRole = .hop }
            nodes.append(consumer)
            for (from, to) in zip(nodes, nodes.dropFirst()) where linkAt[Step(from: from, to: to)] == nil {
                linkAt[Step(from: from, to: to)] = scene.dependencies.count
                scene.dependencies.append(
                    Scene.DependencyLink(provider: from, consumer: to, dependency: "", properties: [], kind: .tunnel))
                arriving.append([])
            }
            arriving[linkAt[Step(from: nodes[nodes.count - 2], to: consumer)]!].append(path)
        }
        for (index, paths) in arriving.enumerated() where !paths.isEmpty {
            scene.dependencies[index].dependency = Self.names(paths.map(\.tunnel.dependency))
            scene.dependencies[index].properties = Self.lines(paths)
        }
        for (node, words, properties) in badges {
            let more = properties.count > Self.maxBadgeNames ? " +\(properties.count - Self.maxBadgeNames)" : ""
            scene.nodes[node].addBadge(
                "\(words) " + properties.prefix(Self.maxBadgeNames).joined(separator: ", ") + more)
        }
        scene.tunnelSummary = summary(drawn: drawn, passing: passing.count)
    }

    /// The paths drawn, of those `passing` through components (of `tunnels`): all, or those over the rules'
    /// limit; then only ``SnapshotOptions/property``'s, and only those ending in the focused subtree.
    private func chosen(from passing: [TunnelPath], tunnels: [Tunnel]) throws -> [TunnelPath] {
        var chosen: [TunnelPath]
        switch options.tunnels {
        case .all: chosen = passing
        case .overLimit(let rules): chosen = TunnelPath.paths(of: rules.tunnelsOverLimit(tunnels), in: trace)
        }
        if let property = options.property {
            try requireProperty(property)
            chosen = chosen.filter { $0.tunnel.property == property }
        }
        if let focus = focusSubtree() {
            chosen = chosen.filter { trace.index(ofRIB: $0.tunnel.consumer).map(focus.contains) == true }
        }
        return chosen
    }

    /// One step of a tunnel: from one drawn node to the next.
    private struct Step: Hashable {
        var from: Int
        var to: Int
    }

    /// `a, b` from `names`, each once, in order.
    private static func names(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.joined(separator: ", ")
    }

    /// `session ← AComponent, passed through 3` for each path, at most ``maxLabelLines`` lines.
    private static func lines(_ paths: [TunnelPath]) -> [String] {
        let lines = paths.map { path in
            "\(path.tunnel.property) ← \(path.creator), passed through \(path.hops.count)"
        }
        guard lines.count > maxLabelLines else { return lines }
        return lines.prefix(maxLabelLines - 1) + ["+\(lines.count - maxLabelLines + 1) more"]
    }

    /// The focus's subtree (trace indices), or nil without a focus: the tunnels into it are the ones drawn.
    private func focusSubtree() -> Set<Int>? {
        guard let focus = options.focus,
            let rib = trace.index(ofRIB: focus) ?? trace.ribs.firstIndex(where: { $0.name == focus })
        else { return nil }
        return Set(tree.subtree(of: rib))
    }

    /// Throws unless some Dependency of the trace has a property named `name`.
    private func requireProperty(_ name: String) throws {
        var known: [String] = []
        var seen = Set<String>()
        for edge in trace.dependencies {
            for property in edge.properties where seen.insert(property.name).inserted { known.append(property.name) }
        }
        guard !seen.contains(name) else { return }
        throw SnapshotError.unknownProperty(name, suggestion: NameSuggestion.nearest(to: name, among: known))
    }

    /// The legend's line: which tunnels the picture draws, of how many.
    private func summary(drawn: Int, passing: Int) -> String {
        var scope = ""
        if let property = options.property { scope += " of \(property)" }
        if let focus = options.focus { scope += " into \(focus)'s part" }
        switch options.tunnels {
        case .all:
            return "\(drawn) tunnel\(drawn == 1 ? "" : "s")\(scope): every value passed through a component"
        case .overLimit(let rules):
            guard let limit = rules.maxTunnel else {
                return "maxTunnel is off: no tunnel is over it (--tunnels all draws each of \(passing))"
            }
            return "\(drawn) tunnel\(drawn == 1 ? "" : "s")\(scope) longer than maxTunnel \(limit), "
                + "of \(passing) passed through a component"
        }
    }
}

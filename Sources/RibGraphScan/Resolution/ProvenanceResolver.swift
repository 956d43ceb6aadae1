import RibTrace

/// For every route of the graph (and every root): which component satisfies the child's Dependency, and for
/// each property of that Dependency the component that really provides it, found the way needle does: walk
/// from the satisfying component up the component chain to the nearest one with a member of that name and
/// type, following forwarders (`{ mutableScoreStream }`) inside a component and passing through
/// `{ dependency.x }`. Above the route's parent, the chain follows the graph's spanning tree (each RIB's
/// parent on its first shortest path from a root).
struct ProvenanceResolver {
    /// One property's provenance.
    struct Property {
        var name: String
        var type: String?
        var providedBy: String?
        var declaredIn: SourceLocation
        var providedIn: SourceLocation?
    }

    /// A Component-to-Dependency edge: the child RIB's, as satisfied through one route (nil for a root).
    struct Edge {
        var child: Int
        var parent: Int?
        var dependency: String
        var component: String
        /// The RIB id or adapter name the edge is drawn from, when it is one.
        var provider: String?
        var properties: [Property]
    }

    private let catalog: RIBCatalog
    private let graph: ScanGraph
    private(set) var edges: [Edge] = []
    /// Component → parent component, first seen from the roots down.
    private(set) var componentLinks: [(component: String, parent: String?)] = []
    private(set) var diagnostics: [ScanDiagnostic] = []
    private(set) var unresolvedCount = 0

    /// Each RIB's chain through the route from its spanning-tree parent (or, for a root, from what launches it).
    private var upChains: [[ComponentRef]]
    private var memberCache: [Int: [MemberFacts]] = [:]
    private var reported: Set<String> = []

    /// Resolves every route of `graph`, parents before children.
    init(catalog: RIBCatalog, graph: ScanGraph) {
        self.catalog = catalog
        self.graph = graph
        upChains = Array(repeating: [], count: graph.ids.count)
        let routeOf = Dictionary(graph.edges.map { (TreeEdgeKey(parent: graph.ids[$0.parent], child: graph.ids[$0.link.child]), $0) },
                                 uniquingKeysWith: { first, _ in first })
        var linked: Set<String> = []
        for number in graph.tree.preorder {
            let route = graph.tree.parent[number].flatMap { routeOf[TreeEdgeKey(parent: graph.ids[$0], child: graph.ids[number])] }
            let chain = upChain(of: number, through: route)
            upChains[number] = chain
            // Outermost first, so the chain reads from the root component down.
            for (offset, ref) in chain.enumerated().reversed() where linked.insert(ref.name).inserted {
                let next = offset + 1 < chain.count ? chain[offset + 1].name : nil
                componentLinks.append((ref.name, next))
            }
            if let own = catalog.ribs[number].component, linked.insert(own.name).inserted {
                componentLinks.append((own.name, chain.first?.name))
            }
            if route == nil { resolve(child: number, through: nil, chain: chain) }
        }
        for edge in graph.edges {
            resolve(child: edge.link.child, through: edge, chain: upChain(of: edge.link.child, through: edge))
        }
    }

    private mutating func resolve(child number: Int, through route: ScanGraph.Edge?, chain: [ComponentRef]) {
        let rib = catalog.ribs[number]
        guard let satisfying = chain.first, let dependency = rib.dependency else { return }
        var properties: [Property] = []
        for requirement in dependencyRequirements(of: number, named: dependency) {
            var property = Property(name: requirement.name, type: requirement.type?.normalized, providedBy: nil,
                                    declaredIn: requirement.place, providedIn: nil)
            if let (provider, member) = provide(requirement, along: chain) {
                property.providedBy = provider.name
                property.providedIn = member.place
            } else {
                unresolvedCount += 1
                if reported.insert("\(dependency).\(requirement.name)").inserted {
                    diagnostics.append(unresolved(requirement, of: dependency, rib: number, chain: chain))
                }
            }
            properties.append(property)
        }
        edges.append(Edge(child: number, parent: route?.parent, dependency: dependency, component: satisfying.name,
                          provider: provider(of: route, satisfying: satisfying), properties: properties))
    }

    // MARK: - The component chain

    /// The components to search for `number`'s Dependency when attached through `route`, nearest first.
    private func upChain(of number: Int, through route: ScanGraph.Edge?) -> [ComponentRef] {
        guard let route else {
            guard var ref = catalog.rootSatisfiers[number] else { return [] }
            var chain = [ref]
            while let next = catalog.staticParent(of: ref), !chain.contains(next) {
                chain.append(next)
                ref = next
            }
            return chain
        }
        let parentChain = fullChain(of: route.parent)
        switch route.link.satisfier {
        case .passThrough:
            return upChains[route.parent]
        case .component(let ref):
            if let start = parentChain.firstIndex(of: ref) { return Array(parentChain[start...]) }
            return [ref] + parentChain
        }
    }

    private func fullChain(of number: Int) -> [ComponentRef] {
        let own = catalog.ribs[number].component
        return (own.map { [$0] } ?? []) + upChains[number].filter { $0 != own }
    }

    /// The RIB id (the route's parent or its nearest ancestor whose component it is) or adapter the edge
    /// comes from.
    private func provider(of route: ScanGraph.Edge?, satisfying: ComponentRef) -> String? {
        guard let route else { return nil }
        if let adapter = route.link.adapter, catalog.ribs.allSatisfy({ $0.component != satisfying }) { return adapter }
        var ancestor: Int? = route.parent
        var seen: Set<Int> = []
        while let current = ancestor, seen.insert(current).inserted {
            if catalog.ribs[current].component == satisfying { return graph.ids[current] }
            ancestor = graph.tree.parent[current]
        }
        return nil
    }

    // MARK: - Members

    private func dependencyRequirements(of rib: Int, named dependency: String) -> [MemberFacts] {
        let definition = catalog.ribs[rib]
        guard let owner = definition.builder ?? definition.component?.id,
              let id = catalog.index.resolve(dependency, from: catalog.index.context(of: owner)),
              catalog.index.types[id].facts.kind.isProtocolLike else { return [] }
        return catalog.roles.requirements(of: id)
    }

    /// A component's members: its own, its extensions', then its superclasses' (the app's base components).
    private mutating func members(of id: Int) -> [MemberFacts] {
        if let cached = memberCache[id] { return cached }
        var result: [MemberFacts] = []
        var current: Int? = id
        var seen: Set<Int> = []
        while let type = current, seen.insert(type).inserted {
            result += catalog.index.types[type].members
            current = catalog.index.superclass(of: type)
        }
        memberCache[id] = result
        return result
    }

    private static func compatible(_ member: TypeName?, _ required: TypeName?) -> Bool {
        guard let member, let required else { return true }
        return member.normalized == required.normalized
    }

    private mutating func provide(_ requirement: MemberFacts, along chain: [ComponentRef]) -> (ComponentRef, MemberFacts)? {
        var name = requirement.name
        for ref in chain {
            guard let id = ref.id else { return nil }
            let members = members(of: id)
            guard var member = members.first(where: { $0.name == name && Self.compatible($0.type, requirement.type) })
            else { continue }
            var followed: Set<String> = [name]
            var passesThrough = false
            forwarding: while let forward = member.forward {
                switch forward {
                case .dependency(let next):
                    name = next
                    passesThrough = true
                case .member(let next):
                    if let target = members.first(where: { $0.name == next }), followed.insert(next).inserted {
                        member = target
                        continue forwarding
                    }
                    if ownDependencyRequires(next, component: id) {
                        name = next
                        passesThrough = true
                    }
                }
                break forwarding
            }
            if !passesThrough { return (ref, member) }
        }
        return nil
    }

    /// Whether `name` is a requirement of the Dependency protocol the component itself takes (needle resolves
    /// such a member through the parent).
    private func ownDependencyRequires(_ name: String, component id: Int) -> Bool {
        guard let dependency = catalog.roles.role(of: id)?.base.arguments.first,
              let protocolID = catalog.index.resolve(dependency.qualified, from: catalog.index.context(of: id)) else { return false }
        return catalog.roles.requirements(of: protocolID).contains { $0.name == name }
    }

    private mutating func unresolved(_ requirement: MemberFacts, of dependency: String, rib number: Int,
                                     chain: [ComponentRef]) -> ScanDiagnostic {
        var candidates: [(label: String, name: String)] = []
        for ref in chain {
            guard let id = ref.id else { continue }
            for member in members(of: id) {
                let type = member.type.map { ": \($0.normalized)" } ?? ""
                candidates.append(("\(member.name)\(type) in \(ref.name) (\(member.place))", member.name))
            }
        }
        var names: [String] = []
        for candidate in candidates where !names.contains(candidate.name) { names.append(candidate.name) }
        let closest = NameSuggestion.closest(to: requirement.name, among: names, limit: 3)
        let labels = closest.compactMap { name in candidates.first { $0.name == name }?.label }
        let type = requirement.type.map { ": \($0.normalized)" } ?? ""
        let path = chain.isEmpty ? "no component satisfies it" : "searched \(chain.map(\.name).joined(separator: " → "))"
        let hint = labels.isEmpty ? "" : "; closest: \(labels.joined(separator: ", "))"
        return ScanDiagnostic(place: requirement.place,
                              message: "\(dependency).\(requirement.name)\(type), required by \(graph.ids[number]), is provided by no component (\(path))\(hint)")
    }
}

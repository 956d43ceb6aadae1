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
        /// The members passed on the way, nearest the consumer first, the provider's last; empty when the
        /// satisfying component's member of the property's name provides it.
        var via: [ProvenanceHop] = []
    }

    /// Where the walk up the component chain ended for one property.
    private enum Outcome {
        case provided(by: ComponentRef, member: MemberFacts, via: [ProvenanceHop])
        /// No component provides `name` (the last name looked for, after any forward); `searched` are the
        /// components looked at for it.
        case missing(name: String, searched: [ComponentRef], via: [ProvenanceHop])
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
    private var upChains: [ComponentChain?]
    private var memberCache: [Int: [MemberFacts]] = [:]
    private var reported: Set<String> = []

    /// Resolves every route of `graph`, parents before children.
    init(catalog: RIBCatalog, graph: ScanGraph) {
        self.catalog = catalog
        self.graph = graph
        upChains = Array(repeating: nil, count: graph.ids.count)
        let routeOf = Dictionary(graph.edges.map { (TreeEdgeKey(parent: graph.ids[$0.parent], child: graph.ids[$0.link.child]), $0) },
                                 uniquingKeysWith: { first, _ in first })
        var linked: Set<String> = []
        for number in graph.tree.preorder {
            let route = graph.tree.parent[number].flatMap { routeOf[TreeEdgeKey(parent: graph.ids[$0], child: graph.ids[number])] }
            let shared = upChain(of: number, through: route)
            upChains[number] = shared
            let links = shared.map { Array($0.prefix(ComponentChain.searched)) } ?? []
            let chain = links.map(\.ref)
            // Outermost first, so the chain reads from the root component down.
            for link in links.reversed() where linked.insert(link.ref.name).inserted {
                componentLinks.append((link.ref.name, link.next?.ref.name))
            }
            if let own = catalog.ribs[number].component, linked.insert(own.name).inserted {
                componentLinks.append((own.name, chain.first?.name))
            }
            if route == nil { resolve(child: number, through: nil, chain: chain, isCut: shared?.isCut ?? false) }
        }
        for edge in graph.edges {
            let chain = upChain(of: edge.link.child, through: edge)
            resolve(child: edge.link.child, through: edge, chain: chain?.nearest ?? [], isCut: chain?.isCut ?? false)
        }
    }

    /// `chain` is the nearest ``ComponentChain/searched`` components; `isCut` says the chain goes on.
    private mutating func resolve(child number: Int, through route: ScanGraph.Edge?, chain: [ComponentRef], isCut: Bool) {
        let rib = catalog.ribs[number]
        guard let satisfying = chain.first, let dependency = rib.dependency else { return }
        var properties: [Property] = []
        for requirement in dependencyRequirements(of: number, named: dependency) {
            var property = Property(name: requirement.name, type: requirement.type?.normalized, providedBy: nil,
                                    declaredIn: requirement.place, providedIn: nil)
            switch provide(requirement, along: chain) {
            case .provided(let provider, let member, let via):
                property.providedBy = provider.name
                property.providedIn = member.place
                property.via = via
            case .missing(let name, let searched, let via):
                unresolvedCount += 1
                if reported.insert("\(dependency).\(requirement.name)").inserted {
                    diagnostics.append(unresolved(requirement, of: dependency, looking: name, searched: searched, via: via, isCut: isCut))
                }
            }
            properties.append(property)
        }
        edges.append(Edge(child: number, parent: route?.parent, dependency: dependency, component: satisfying.name,
                          provider: provider(of: route, satisfying: satisfying), properties: properties))
    }

    // MARK: - The component chain

    /// The components to search for `number`'s Dependency when attached through `route`, nearest first.
    private func upChain(of number: Int, through route: ScanGraph.Edge?) -> ComponentChain? {
        guard let route else {
            guard var ref = catalog.rootSatisfiers[number] else { return nil }
            var chain = [ref]
            while let next = catalog.staticParent(of: ref), !chain.contains(next) {
                chain.append(next)
                ref = next
            }
            return ComponentChain.of(chain)
        }
        let parentChain = fullChain(of: route.parent)
        switch route.link.satisfier {
        case .passThrough:
            return upChains[route.parent]
        case .component(let ref):
            return parentChain?.link(of: ref) ?? ComponentChain(ref, next: parentChain)
        }
    }

    private func fullChain(of number: Int) -> ComponentChain? {
        guard let own = catalog.ribs[number].component else { return upChains[number] }
        return ComponentChain(own, next: upChains[number]?.removing(own))
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

    /// Walks `chain` for `requirement`: the first component with a member of that name and type provides it,
    /// unless the member forwards (`{ dependency.x }`, `self.x = dependency.y`, `{ otherMember }`), which is
    /// followed, renamed or not. Past a forward, members match by name alone: a forward may narrow the type
    /// (`var feed: FeedInterface { dependency.content }`), which the compiler has checked.
    private mutating func provide(_ requirement: MemberFacts, along chain: [ComponentRef]) -> Outcome {
        var name = requirement.name
        var type = requirement.type
        var via: [ProvenanceHop] = []
        var searched: [ComponentRef] = []
        for ref in chain {
            guard let id = ref.id else { break }
            searched.append(ref)
            let members = members(of: id)
            guard var member = members.first(where: { $0.name == name && Self.compatible($0.type, type) }) else { continue }
            var followed: Set<String> = [name]
            var passesThrough = false
            forwarding: while let forward = member.forward {
                let hop = ProvenanceHop(component: ref.name, name: member.name, at: member.place.description)
                switch forward {
                case .dependency(let next):
                    via.append(hop)
                    name = next
                    passesThrough = true
                case .member(let next):
                    if let target = members.first(where: { $0.name == next }), followed.insert(next).inserted {
                        via.append(hop)
                        member = target
                        continue forwarding
                    }
                    if ownDependencyRequires(next, component: id) {
                        via.append(hop)
                        name = next
                        passesThrough = true
                    }
                }
                break forwarding
            }
            if !passesThrough {
                let last = ProvenanceHop(component: ref.name, name: member.name, at: member.place.description)
                return .provided(by: ref, member: member, via: via.isEmpty ? [] : via + [last])
            }
            type = nil
            searched = []
        }
        return .missing(name: name, searched: searched, via: via)
    }

    /// Whether `name` is a requirement of the Dependency protocol the component itself takes (needle resolves
    /// such a member through the parent).
    private func ownDependencyRequires(_ name: String, component id: Int) -> Bool {
        guard let dependency = catalog.roles.role(of: id)?.base.arguments.first,
              let protocolID = catalog.index.resolve(dependency.qualified, from: catalog.index.context(of: id)) else { return false }
        return catalog.roles.requirements(of: protocolID).contains { $0.name == name }
    }

    /// A long chain as its first and last six names around a count of the rest.
    private static func shortened(_ names: [String]) -> [String] {
        names.count > 12 ? names.prefix(6) + ["… \(names.count - 12) more …"] + names.suffix(6) : names
    }

    /// One line: what could not be followed and where the search went; the closest other member of the
    /// searched components, when there is one (never a member the value was followed through).
    private mutating func unresolved(_ requirement: MemberFacts, of dependency: String, looking name: String,
                                     searched: [ComponentRef], via: [ProvenanceHop], isCut: Bool) -> ScanDiagnostic {
        var candidates: [(label: String, name: String)] = []
        let passed = Set(via.map { "\($0.component).\($0.name)" })
        for ref in searched {
            guard let id = ref.id else { continue }
            for member in members(of: id) where !passed.contains("\(ref.name).\(member.name)") {
                candidates.append(("\(ref.name).\(member.name) (\(member.place))", member.name))
            }
        }
        var names: [String] = []
        for candidate in candidates where !names.contains(candidate.name) { names.append(candidate.name) }
        let closest = NameSuggestion.closest(to: name, among: names, limit: 1).first
            .flatMap { found in candidates.first { $0.name == found }?.label }
        let followed = via.last.map { "followed to \($0.component).\($0.name) (\($0.at ?? "?")) as `\(name)`, " } ?? ""
        let why = if searched.isEmpty && isCut {
            "\(followed)the search stopped at the nearest \(ComponentChain.searched) components of a longer chain"
        } else if searched.isEmpty {
            "\(followed)no component satisfies its Dependency"
        } else {
            "\(followed)provided by no component (searched \(Self.shortened(searched.map(\.name)).joined(separator: " → "))"
                + "\(isCut ? ", the nearest \(ComponentChain.searched) of a longer chain" : ""))"
        }
        return ScanDiagnostic(kind: .unresolvedProperty, place: requirement.place,
                              message: "\(dependency).\(requirement.name): \(why)\(closest.map { "; closest: \($0)" } ?? "")")
    }
}

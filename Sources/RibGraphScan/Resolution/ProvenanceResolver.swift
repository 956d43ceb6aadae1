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
        /// components looked at for it; `above`, a member of that name further up that a RIBs component
        /// does not hand down.
        case missing(name: String, searched: [ComponentRef], via: [ProvenanceHop], above: String?)
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
    private var walker: ChainWalker
    private var reported: Set<String> = []

    /// Resolves every route of `graph`, parents before children.
    init(catalog: RIBCatalog, graph: ScanGraph) {
        self.catalog = catalog
        self.graph = graph
        walker = ChainWalker(catalog: catalog)
        upChains = Array(repeating: nil, count: graph.ids.count)
        let routeOf = Dictionary(
            graph.edges.map { (TreeEdgeKey(parent: graph.ids[$0.parent], child: graph.ids[$0.link.child]), $0) },
            uniquingKeysWith: { first, _ in first })
        var linked: Set<String> = []
        var listed: [ObjectIdentifier: Int] = [:]
        let attached = Set(graph.edges.map(\.link.child))
        for number in graph.tree.preorder {
            let route = graph.tree.parent[number].flatMap {
                routeOf[TreeEdgeKey(parent: graph.ids[$0], child: graph.ids[number])]
            }
            let shared = upChain(of: number, through: route)
            upChains[number] = shared
            let links = Self.unlisted(shared, listed: &listed)
            // Outermost first, so the chain reads from the root component down.
            for link in links.reversed() where linked.insert(link.ref.name).inserted {
                componentLinks.append((link.ref.name, link.next?.ref.name))
            }
            if let own = catalog.ribs[number].component, linked.insert(own.name).inserted {
                componentLinks.append((own.name, shared?.ref.name))
            }
            // A RIB another RIB attaches is built outside the RIBs only by a demo app or a test harness (a
            // feature module's `MockFeatureDependency`): its Dependency edges are its parents'.
            if route == nil, !attached.contains(number) { resolve(child: number, through: nil, chain: shared) }
        }
        for edge in graph.edges {
            resolve(child: edge.link.child, through: edge, chain: upChain(of: edge.link.child, through: edge))
        }
    }

    /// The links among `chain`'s first ``ComponentChain/searched`` that no chain listed before reached with as
    /// much of the search left: chains share their upper links, so each link is listed about once.
    private static func unlisted(_ chain: ComponentChain?, listed: inout [ObjectIdentifier: Int]) -> [ComponentChain] {
        var links: [ComponentChain] = []
        var left = ComponentChain.searched
        var current = chain
        while let link = current, left > 0 {
            let key = ObjectIdentifier(link)
            if let before = listed[key], before >= left { break }
            listed[key] = left
            links.append(link)
            left -= 1
            current = link.next
        }
        return links
    }

    /// Resolves `number`'s Dependency along `chain`, its satisfying component first.
    private mutating func resolve(child number: Int, through route: ScanGraph.Edge?, chain: ComponentChain?) {
        let rib = catalog.ribs[number]
        guard let chain, let dependency = rib.dependency else { return }
        var properties: [Property] = []
        for requirement in dependencyRequirements(of: number, named: dependency) {
            var property = Property(
                name: requirement.name, type: requirement.type?.normalized, providedBy: nil,
                declaredIn: requirement.place, providedIn: nil)
            switch provide(requirement, along: chain) {
            case .provided(let provider, let member, let via):
                property.providedBy = provider.name
                property.providedIn = member.place
                property.via = via
            case .missing(let name, let searched, let via, let above):
                unresolvedCount += 1
                if reported.insert("\(dependency).\(requirement.name)").inserted {
                    diagnostics.append(
                        unresolved(
                            requirement, of: dependency, looking: name,
                            search: (searched, chain.isCut, above), via: via))
                }
            }
            properties.append(property)
        }
        edges.append(
            Edge(
                child: number, parent: route?.parent, dependency: dependency, component: chain.ref.name,
                provider: provider(of: route, satisfying: chain.ref), properties: properties))
    }

    // MARK: - The component chain

    /// The components to search for `number`'s Dependency when attached through `route`, nearest first.
    private func upChain(of number: Int, through route: ScanGraph.Edge?) -> ComponentChain? {
        guard let route else {
            guard var ref = catalog.rootSatisfiers[number] else { return nil }
            var chain = [ref]
            while let next = catalog.satisfiers.staticParent(of: ref), !chain.contains(next) {
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
            catalog.index.types[id].facts.kind.isProtocolLike
        else { return [] }
        return catalog.roles.requirements(of: id)
    }

    /// Walks `chain`'s nearest ``ComponentChain/searched`` components for `requirement` (see ``ChainWalker``).
    /// A missing value's `via` holds only the last forward's hops: the search after it is what the warning shows.
    private mutating func provide(_ requirement: MemberFacts, along chain: ComponentChain) -> Outcome {
        let start = walker.step(at: chain, name: requirement.name, type: requirement.type)
        var step: WalkStep? = start
        var position = 0
        var lastForward: (step: WalkStep, position: Int)?
        var above: String?
        walk: while let current = step, position < ComponentChain.searched {
            switch current.action {
            case .unknown:
                break walk
            case .lacks:
                above = declared(current.name, above: current.link)
                position += 1
                break walk
            case .provides:
                let via = steps(from: start, count: position + 1).flatMap(\.provenanceHops)
                return .provided(
                    by: current.link.ref, member: current.hops[current.hops.count - 1],
                    via: via.count > 1 ? via : [])
            case .forwards:
                lastForward = (current, position)
            case .skips:
                break
            }
            step = walker.next(after: current)
            position += 1
        }
        // The search for the last name began after the last forward; only components with no such member follow it.
        let since = lastForward.map { $0.position + 1 } ?? 0
        let searched = since < position ? steps(from: start, count: position).dropFirst(since).map(\.link.ref) : []
        return .missing(
            name: lastForward?.step.forwardedName ?? requirement.name, searched: searched,
            via: lastForward?.step.provenanceHops ?? [], above: above)
    }

    /// `Component.name (place)` of the nearest component above `link` that declares `name`: what a needle
    /// component would have found, and a RIBs component does not hand down.
    private mutating func declared(_ name: String, above link: ComponentChain) -> String? {
        var current = link.next
        for _ in 0..<ComponentChain.searched {
            guard let upper = current else { return nil }
            if let id = upper.ref.id, let member = walker.members(of: id).first(where: { $0.name == name }) {
                return "\(upper.ref.name).\(name) (\(member.place))"
            }
            current = upper.next
        }
        return nil
    }

    /// The first `count` steps of the walk from `first`.
    private mutating func steps(from first: WalkStep, count: Int) -> [WalkStep] {
        var result: [WalkStep] = []
        var step: WalkStep? = first
        while let current = step, result.count < count {
            result.append(current)
            step = walker.next(after: current)
        }
        return result
    }

    /// A long chain as its first and last six names around a count of the rest.
    private static func shortened(_ names: [String]) -> [String] {
        names.count > 12 ? names.prefix(6) + ["… \(names.count - 12) more …"] + names.suffix(6) : names
    }

    /// One line: what could not be followed and where the search went; the closest other member of the
    /// searched components, when there is one (never a member the value was followed through).
    private mutating func unresolved(
        _ requirement: MemberFacts, of dependency: String, looking name: String,
        search: (components: [ComponentRef], isCut: Bool, above: String?), via: [ProvenanceHop]
    ) -> ScanDiagnostic {
        let (searched, isCut) = (search.components, search.isCut)
        var candidates: [(label: String, name: String)] = []
        let passed = Set(via.map { "\($0.component).\($0.name)" })
        for ref in searched {
            guard let id = ref.id else { continue }
            for member in walker.members(of: id) where !passed.contains("\(ref.name).\(member.name)") {
                candidates.append(("\(ref.name).\(member.name) (\(member.place))", member.name))
            }
        }
        var names: [String] = []
        for candidate in candidates where !names.contains(candidate.name) { names.append(candidate.name) }
        let closest = NameSuggestion.closest(to: name, among: names, limit: 1).first
            .flatMap { found in candidates.first { $0.name == found }?.label }
        let followed = via.last.map { "followed to \($0.component).\($0.name) (\($0.at ?? "?")) as `\(name)`, " } ?? ""
        let why =
            if searched.isEmpty && isCut {
                "\(followed)the search stopped at the nearest \(ComponentChain.searched) components of a longer chain"
            } else if searched.isEmpty {
                "\(followed)no component satisfies its Dependency"
            } else {
                "\(followed)provided by no component (searched \(Self.shortened(searched.map(\.name)).joined(separator: " → "))"
                    + "\(isCut ? ", the nearest \(ComponentChain.searched) of a longer chain" : ""))"
            }
        let hint =
            search.above.map { "; \($0) is further up, but a RIBs component hands on only what it declares" }
            ?? closest.map { "; closest: \($0)" } ?? ""
        return ScanDiagnostic(
            kind: .unresolvedProperty, place: requirement.place,
            message: "\(dependency).\(requirement.name): \(why)\(hint)")
    }
}

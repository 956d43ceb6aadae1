import RibTrace

/// For every RIB in the possible tree: which component satisfies its Dependency, and for each property of that
/// Dependency the component that really provides it, found the way needle does: walk from the satisfying
/// component up the component chain to the nearest one with a member of that name and type, following
/// forwarders (`{ mutableScoreStream }`) inside a component and passing through `{ dependency.x }`.
struct ProvenanceResolver {
    /// One property's provenance.
    struct Property {
        var name: String
        var type: String?
        var providedBy: String?
        var declaredIn: SourceLocation
        var providedIn: SourceLocation?
    }

    /// A Component-to-Dependency edge for one node of the tree.
    struct Edge {
        var node: Int
        var dependency: String
        var component: String
        /// The RIB id or adapter name the edge is drawn from, when it is one.
        var provider: String?
        var properties: [Property]
    }

    private let catalog: RIBCatalog
    private let tree: PossibleTree
    private(set) var edges: [Edge] = []
    /// Component → parent component, first seen in preorder.
    private(set) var componentLinks: [(component: String, parent: String?)] = []
    private(set) var diagnostics: [ScanDiagnostic] = []
    private(set) var unresolvedCount = 0

    private var upChains: [[ComponentRef]] = []
    private var memberCache: [Int: [MemberFacts]] = [:]

    /// Resolves every node of `tree`.
    init(catalog: RIBCatalog, tree: PossibleTree) {
        self.catalog = catalog
        self.tree = tree
        upChains.reserveCapacity(tree.nodes.count)
        var linked: Set<String> = []
        var reported: Set<String> = []
        for number in tree.nodes.indices {
            let chain = upChain(of: number)
            upChains.append(chain)
            let node = tree.nodes[number]
            let rib = catalog.ribs[node.rib]
            // Outermost first, so the chain reads from the root component down.
            for (offset, ref) in chain.enumerated().reversed() where linked.insert(ref.name).inserted {
                let next = offset + 1 < chain.count ? chain[offset + 1].name : nil
                componentLinks.append((ref.name, next))
            }
            if let own = rib.component, linked.insert(own.name).inserted {
                componentLinks.append((own.name, chain.first?.name))
            }
            guard let satisfying = chain.first, let dependency = rib.dependency else { continue }
            let requirements = dependencyRequirements(of: node.rib, named: dependency)
            var properties: [Property] = []
            for requirement in requirements {
                var property = Property(name: requirement.name, type: requirement.type?.normalized, providedBy: nil,
                                        declaredIn: requirement.place, providedIn: nil)
                if let (provider, member) = provide(requirement, along: chain) {
                    property.providedBy = provider.name
                    property.providedIn = member.place
                } else {
                    unresolvedCount += 1
                    if reported.insert("\(dependency).\(requirement.name)").inserted {
                        diagnostics.append(unresolved(requirement, of: dependency, node: number, chain: chain))
                    }
                }
                properties.append(property)
            }
            edges.append(Edge(node: number, dependency: dependency, component: satisfying.name,
                              provider: provider(of: number, satisfying: satisfying), properties: properties))
        }
    }

    // MARK: - The component chain

    private func satisfier(of number: Int) -> ComponentRef? {
        let node = tree.nodes[number]
        guard let link = node.link, let parent = node.parent else { return catalog.rootSatisfiers[node.rib] }
        switch link.satisfier {
        case .component(let ref): return ref
        case .passThrough: return satisfier(of: parent)
        }
    }

    /// The components to search for `number`'s Dependency, nearest first.
    private func upChain(of number: Int) -> [ComponentRef] {
        let node = tree.nodes[number]
        guard let parent = node.parent, let link = node.link else {
            guard var ref = catalog.rootSatisfiers[node.rib] else { return [] }
            var chain = [ref]
            while let next = catalog.staticParent(of: ref), !chain.contains(next) {
                chain.append(next)
                ref = next
            }
            return chain
        }
        let parentChain = fullChain(of: parent)
        switch link.satisfier {
        case .passThrough:
            return upChains[parent]
        case .component(let ref):
            if let start = parentChain.firstIndex(of: ref) { return Array(parentChain[start...]) }
            return [ref] + parentChain
        }
    }

    private func fullChain(of number: Int) -> [ComponentRef] {
        let own = catalog.ribs[tree.nodes[number].rib].component
        return (own.map { [$0] } ?? []) + upChains[number].filter { $0 != own }
    }

    /// The RIB id (nearest ancestor whose component it is) or adapter the edge comes from.
    private func provider(of number: Int, satisfying: ComponentRef) -> String? {
        let node = tree.nodes[number]
        if let adapter = node.link?.adapter, catalog.ribs.allSatisfy({ $0.component != satisfying }) { return adapter }
        var ancestor = node.parent
        while let current = ancestor {
            if catalog.ribs[tree.nodes[current].rib].component == satisfying { return tree.nodes[current].id }
            ancestor = tree.nodes[current].parent
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

    private mutating func unresolved(_ requirement: MemberFacts, of dependency: String, node number: Int,
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
                              message: "\(dependency).\(requirement.name)\(type), required by \(tree.nodes[number].id), is provided by no component (\(path))\(hint)")
    }
}

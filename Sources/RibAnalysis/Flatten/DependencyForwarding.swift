import Foundation
import RibTrace

/// Keeps every Dependency satisfied across one change. A RIB the proposed RIB now attaches is satisfied by the
/// proposed RIB's component; each of its properties that a component above the proposed RIB provides is
/// forwarded (a hop through the proposed component, the provider unchanged), and each that a member's
/// component (no longer above it) or a dropped adapter provided is taken over by the proposed component. The
/// proposed RIB's own Dependency, under each parent, lists what it forwards: the head's properties as that
/// parent provided them, then the other children's, each name once.
struct DependencyForwarding {
    private let change: ChangeApplication
    private let component: String
    /// Components that stop being above the RIBs that move.
    private let gone: Set<String>
    /// The builder types of the RIBs the proposed RIB attaches (`UserProfileBuildable`, `UserProfileBuilder`):
    /// a member's Dependency property of one of them is how it routed to a sibling, and it leaves for the
    /// proposed RIB's Dependency, so that no leaf can route to its sibling and the cycle goes.
    private let attachedBuilders: Set<String>
    private(set) var transfers: [PropertyTransfer] = []

    init(change: ChangeApplication) {
        self.change = change
        component = change.proposed.component ?? change.proposed.id
        gone = change.memberComponents.union(change.droppedAdapters.compactMap(\.component))
        attachedBuilders = Set(
            change.children.compactMap(change.before.rib).flatMap { child in
                [ProposedNames.stem(of: child) + "Buildable", child.builder.map(Self.bareType) ?? ""]
            })
    }

    /// `UserProfileBuildable` of `MyInterface.UserProfileBuildable?`: the type without module or optionality.
    static func bareType(_ type: String) -> String {
        var plain = Substring(type)
        while let last = plain.last, "?! ".contains(last) { plain = plain.dropLast() }
        return String(plain.split(separator: ".").last ?? plain).trimmingCharacters(in: .whitespaces)
    }

    /// The dependency edges after the change, in the order of the edges before it; the proposed RIB's edges where
    /// the head's first one was.
    mutating func edges() -> [DependencyEdge] {
        let before = change.before
        let parents = Set(change.parents)
        var edges: [DependencyEdge] = []
        var headEdges: [DependencyEdge] = []
        var headSlot: Int?
        var forwarded: [DependencyProperty] = []
        for edge in before.dependencies {
            if change.heads.contains(edge.child), let parent = edge.parent, parents.contains(parent) {
                if headSlot == nil { headSlot = edges.count }
                headEdges.append(edge)
                continue
            }
            guard let parent = edge.parent, change.members.contains(parent) else {
                edges.append(edge)
                continue
            }
            // A child two members routed to moves once, with the first one's edge; a route back to the head is
            // the proposed RIB's first route; a part of a member's screen, or a child that stays, keeps its edge.
            if edge.child != change.head, change.movedFrom[edge.child]?.first == parent {
                edges.append(moved(edge, forwarded: &forwarded))
            } else if change.movedFrom[edge.child] == nil {
                edges.append(edge)
            }
        }
        var own: [DependencyEdge] = []
        // The head's edge under the parent its component hangs below in the chain comes first: the proposed
        // component takes that place in the chain, so what that edge says is above it.
        let chainParent = before.components.first { $0.component == before.rib(change.head)?.component }?.parent
        let ownEdges = headEdges.filter { $0.child == change.head }
        if let first = Self.merged(
            ownEdges.filter { $0.component == chainParent } + ownEdges.filter { $0.component != chainParent })
        {
            var headForwarded: [DependencyProperty] = []
            own.append(moved(first, forwarded: &headForwarded))
            forwarded = headForwarded + forwarded
        }
        let proposedEdges = change.parents.map { parent in
            proposedEdge(under: parent, headEdges: headEdges, forwarded: forwarded)
        }
        edges.insert(contentsOf: proposedEdges + own, at: headSlot ?? edges.count)
        askProposedParents(proposedEdges, in: &edges)
        return edges
    }

    /// The head's edges under its several parents made one, under the proposed RIB: the first one, each
    /// property without a provider there taken from the first other parent's edge that has one.
    private static func merged(_ edges: [DependencyEdge]) -> DependencyEdge? {
        guard var first = edges.first else { return nil }
        for index in first.properties.indices where first.properties[index].providedBy == nil {
            let name = first.properties[index].name
            if let found = edges.dropFirst().lazy.flatMap(\.properties).first(where: {
                $0.name == name && $0.providedBy != nil
            }) {
                first.properties[index] = found
            }
        }
        return first
    }

    /// A parent that flatten proposed has a Dependency of its own making: what the proposed RIB asks of it, it
    /// forwards in turn, so each name it lacks joins its Dependency under each of its parents, and up through
    /// the proposed RIBs above it.
    private func askProposedParents(_ proposedEdges: [DependencyEdge], in edges: inout [DependencyEdge]) {
        let before = change.before
        var pending = proposedEdges.filter { edge in edge.parent.flatMap(before.rib)?.proposed != nil }.map {
            (rib: $0.parent!, needed: $0.properties.filter { $0.providedBy != nil })
        }
        while let (rib, needed) = pending.popLast() {
            for index in edges.indices where edges[index].child == rib {
                let added = needed.filter { property in !edges[index].properties.contains { $0.name == property.name } }
                edges[index].properties += added
                if !added.isEmpty, let parent = edges[index].parent, before.rib(parent)?.proposed != nil {
                    pending.append((parent, added))
                }
            }
        }
    }

    /// `edge` of a RIB that moves, satisfied by the proposed component (or still by an adapter that moved with
    /// it); its forwarded properties are added to `forwarded`.
    private mutating func moved(_ edge: DependencyEdge, forwarded: inout [DependencyProperty]) -> DependencyEdge {
        let throughAdapter = edge.provider.map { name in change.before.adapters.contains { $0.name == name } } ?? false
        let keepsAdapter = throughAdapter && !gone.contains(edge.component)
        var result = edge
        result.parent = change.proposed.id
        if !keepsAdapter {
            result.component = component
            result.provider = change.proposed.id
        }
        let isMember = change.members.contains(edge.child)
        // Only what the leaf held to route to a sibling leaves a handed-down builder's Dependency.
        let handedDown = !keepsAdapter && isHandedDown(edge)
        if handedDown {
            result.component = edge.component
            result.provider = edge.provider
        }
        result.properties = edge.properties.compactMap { property in
            guard let provider = property.providedBy, !(keepsAdapter && provider == edge.component) else {
                return property
            }
            if gone.contains(provider) {
                transfers.append(
                    PropertyTransfer(
                        kind: .takeover, consumer: edge.child, dependency: edge.dependency, property: property.name,
                        type: property.type, provider: provider, providedIn: property.providedIn))
                return DependencyProperty(
                    name: property.name, type: property.type, providedBy: component, declaredIn: property.declaredIn)
            }
            let leaves = isMember && property.type.map { attachedBuilders.contains(Self.bareType($0)) } == true
            if handedDown && !leaves { return property }
            let via = property.via.filter { !gone.contains($0.component) }
            // A member's component that renamed the value (`profileStoryDashboardUseCase { dependency.userProfileUseCase }`)
            // is gone: the proposed component asks for it under the name the next component up gives it.
            let source = via.first?.name ?? property.name
            transfers.append(
                PropertyTransfer(
                    kind: leaves ? .moved : .forward, consumer: edge.child, dependency: edge.dependency,
                    property: property.name, type: property.type, provider: provider,
                    readAs: source == property.name ? nil : source))
            forwarded.append(
                DependencyProperty(
                    name: source, type: source == property.name ? property.type : type(of: source, from: provider),
                    providedBy: provider, providedIn: property.providedIn, via: via))
            if leaves { return nil }
            var kept = property
            // A joined navigation's component was on the path already: it stays its first hop, once.
            kept.via =
                (via.first?.component == component ? [] : [ProvenanceHop(component: component, name: property.name)])
                + via
            return kept
        }
        return result
    }

    /// Whether `edge`'s RIB is built with a builder an ancestor's component makes and hands down (HeatPick's
    /// AppRootComponent makes StoryDetail's): its Dependency stays satisfied there, whoever attaches it.
    private func isHandedDown(_ edge: DependencyEdge) -> Bool {
        let parentComponent = edge.parent.flatMap(change.before.rib)?.component
        let throughAdapter = edge.provider.map { name in change.before.adapters.contains { $0.name == name } } ?? false
        return !throughAdapter && edge.component != parentComponent && !gone.contains(edge.component)
            && edge.component != component
    }

    /// The type of the Dependency property `name` that `provider` provides elsewhere in the app, when one says it.
    private func type(of name: String, from provider: String) -> String? {
        change.before.dependencies.lazy.flatMap(\.properties).first {
            $0.name == name && $0.providedBy == provider && $0.type != nil
        }?.type
    }

    /// The proposed RIB's Dependency under `parent`: the head's properties as `parent` provided them, then the
    /// other forwarded ones, each name once.
    private func proposedEdge(under parent: String, headEdges: [DependencyEdge], forwarded: [DependencyProperty])
        -> DependencyEdge
    {
        let before = change.before
        let underParent = headEdges.filter { $0.parent == parent }
        let headEdge = underParent.first
        let parentComponent = before.rib(parent)?.component
        let throughAdapter = headEdge?.provider.map { name in before.adapters.contains { $0.name == name } } ?? false
        var properties: [DependencyProperty] = []
        var names = Set<String>()
        let provided = underParent.filter { !isHandedDown($0) }.flatMap(\.properties).compactMap {
            property -> DependencyProperty? in
            guard let provider = property.providedBy, !gone.contains(provider),
                !(throughAdapter && provider == headEdge?.component)
            else { return nil }
            return DependencyProperty(
                name: property.name, type: property.type, providedBy: provider, providedIn: property.providedIn,
                via: property.via)
        }
        for property in provided + forwarded where names.insert(property.name).inserted {
            properties.append(property)
        }
        return DependencyEdge(
            child: change.proposed.id, parent: parent, dependency: change.proposed.dependency ?? "",
            component: (throughAdapter ? parentComponent : headEdge?.component) ?? parentComponent ?? parent,
            provider: parent, properties: properties)
    }

    /// The component chain after the change: the proposed component below the head's parent component, and the
    /// head's component, its adapter's and every moved child's that hung below a member's, below it.
    func components() -> [ComponentLink] {
        let before = change.before
        var links = before.components
        guard !change.joins else {
            let members = change.memberComponents
            for index in links.indices where links[index].parent.map(members.contains) == true {
                let child = links[index].component
                if change.children.contains(where: { before.rib($0)?.component == child }) {
                    links[index].parent = component
                }
            }
            return links
        }
        let headComponent = before.rib(change.head)?.component
        var slot = links.count
        var parent = change.parents.first.flatMap { before.rib($0)?.component }
        if let headComponent, let at = links.firstIndex(where: { $0.component == headComponent }) {
            slot = at
            parent = links[at].parent ?? parent
            links[at].parent = component
        }
        var moved = Set(change.children.dropFirst().compactMap { before.rib($0)?.component })
        if let adapter = change.keptAdapter?.component { moved.insert(adapter) }
        let members = change.memberComponents
        for index in links.indices where moved.contains(links[index].component) {
            if let above = links[index].parent,
                members.contains(above) || links[index].component == change.keptAdapter?.component
            {
                links[index].parent = component
            }
        }
        links.insert(ComponentLink(component: component, parent: parent), at: slot)
        return links
    }
}

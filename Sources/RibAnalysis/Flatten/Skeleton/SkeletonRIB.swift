import RibTrace

/// What the Swift skeleton of one proposed RIB is made from: its names, its children with the names the
/// RIBs templates give theirs, and the members its component declares.
struct SkeletonRIB {
    /// One child the proposed RIB attaches.
    struct Child {
        /// The RIB's type-name stem (`B` for `BBuilder`).
        var stem: String
        var builder: String
        var dependency: String?
        var isViewful: Bool
        /// Its build's arguments besides the listener, as `name: Type`.
        var arguments: [String]

        /// `BBuildable`, `BListener`, `BRouting`: the RIBs templates' names.
        var buildable: String { stem + "Buildable" }
        var listener: String { stem + "Listener" }
        /// A Swift name for the child in a property (`bBuilder`, `bRouter`); `child가Builder` where lowercasing
        /// changes nothing, since `let 가Builder = 가Builder(…)` would name the type in its own initial value.
        var variable: String {
            let lowered = SkeletonRIB.lowercasingFirst(stem)
            return lowered == stem ? "child" + stem : lowered
        }
    }

    /// A member the component declares: forwarded from its own parent, or provided by itself.
    struct Member {
        var name: String
        var type: String
        /// For a member the component must provide itself: the component that provides it today and where.
        var takenOverFrom: (component: String, at: String?)?
    }

    let rib: RIB
    let stem: String
    let children: [Child]
    /// The component's members, forwarded ones first, each name once.
    let members: [Member]

    /// The skeleton of `change`'s proposed RIB in `proposal`.
    init(change: FlattenChange, proposal: Trace) {
        let rib = proposal.rib(change.proposed) ?? RIB(id: change.proposed)
        self.rib = rib
        stem = ProposedNames.stem(of: rib)
        children = change.children.compactMap { id in
            proposal.rib(id).map { child in
                Child(
                    stem: ProposedNames.stem(of: child),
                    builder: child.builder ?? ProposedNames.stem(of: child) + "Builder",
                    dependency: child.dependency, isViewful: child.isViewful, arguments: child.buildArguments)
            }
        }
        let component = rib.component ?? rib.id
        var members: [Member] = []
        var names = Set<String>()
        let takeovers = change.transfers.filter { $0.kind == .takeover }
        for edge in proposal.dependencies where edge.component == component {
            for property in edge.properties where names.insert(property.name).inserted {
                guard let type = property.type else { continue }
                let before = takeovers.first { $0.consumer == edge.child && $0.property == property.name }
                members.append(
                    Member(
                        name: property.name, type: type,
                        takenOverFrom: property.providedBy == component
                            ? (before?.provider ?? component, before?.providedIn) : nil))
            }
        }
        self.members = members.filter { $0.takenOverFrom == nil } + members.filter { $0.takenOverFrom != nil }
    }

    var component: String { rib.component ?? stem + "Component" }
    var dependency: String { rib.dependency ?? stem + "Dependency" }
    var builder: String { rib.builder ?? stem + "Builder" }
    var router: String { rib.router ?? stem + "Router" }
    var interactor: String { rib.interactor ?? stem + "Interactor" }
    var isNavigation: Bool { rib.proposed == .navigation }

    /// `bWrapper` from `BWrapper`: lowercases the first character only.
    static func lowercasingFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}

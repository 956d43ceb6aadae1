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
        /// How the proposed RIB shows it: as the app's parent did.
        var presentations: [Presentation]

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

    /// A member the component declares, forwarded from its own parent (a proposed RIB makes no value).
    struct Member {
        var name: String
        var type: String
    }

    let rib: RIB
    let stem: String
    let children: [Child]
    /// The component's members, each name once.
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
                    dependency: child.dependency, isViewful: child.isViewful, arguments: child.buildArguments,
                    presentations: proposal.routes.first { $0.parent == rib.id && $0.child == id }?.presentations ?? [])
            }
        }
        let component = rib.component ?? rib.id
        var members: [Member] = []
        var names = Set<String>()
        for edge in proposal.dependencies where edge.component == component {
            for property in edge.properties where names.insert(property.name).inserted {
                guard let type = property.type else { continue }
                members.append(Member(name: property.name, type: type))
            }
        }
        self.members = members
    }

    var component: String { rib.component ?? stem + "Component" }
    var dependency: String { rib.dependency ?? stem + "Dependency" }
    var builder: String { rib.builder ?? stem + "Builder" }
    var router: String { rib.router ?? stem + "Router" }
    var interactor: String { rib.interactor ?? stem + "Interactor" }
    var isNavigation: Bool { rib.proposed == .navigation }
    /// The first child's listener protocol, which the proposed RIB's parents already implement: the proposed RIB
    /// reports through it, handing on what its first child reports (seed 004's pass-through).
    var listener: String { children.first?.listener ?? stem + "Listener" }
    /// The first child's build arguments, which the proposed RIB's own build takes and hands on.
    var headArguments: [String] { children.first?.arguments ?? [] }

    /// `bWrapper` from `BWrapper`: lowercases the first character only.
    static func lowercasingFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}

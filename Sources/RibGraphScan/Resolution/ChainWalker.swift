import RibTrace

/// One place of a walk up a component chain: the component at a link, the name looked for there (and the
/// type, until a forward drops it), and what that component does with the name. A step is made once and
/// shared by every walk that reaches the same place, so the RIBs of a chain N deep walk it in about N steps
/// between them, not N × ``ComponentChain/searched``.
final class WalkStep {
    /// What the component at this step does with the name looked for.
    enum Action {
        /// No member of that name (and type): the walk goes on above with the same name.
        case skips
        /// The last of ``WalkStep/hops`` provides the value.
        case provides
        /// The component's own Dependency provides the value, under ``WalkStep/forwardedName``.
        case forwards
        /// The component is not in the sources: the walk cannot go on.
        case unknown
        /// No member of that name, and the component does not look further (a RIBs component, unlike a
        /// needle one, has only its own members): nothing provides the value, whatever is above.
        case lacks
    }

    let link: ComponentChain
    let name: String
    let type: TypeName?
    let action: Action
    /// The name looked for above, for ``Action/forwards``.
    let forwardedName: String?
    /// The members passed inside this component, in order: forwards, then the provider for ``Action/provides``.
    let hops: [MemberFacts]
    /// The step above, once asked for; `.some(nil)` at the top of the chain.
    fileprivate var above: WalkStep??

    fileprivate init(
        link: ComponentChain, name: String, type: TypeName?, action: Action, forwardedName: String?,
        hops: [MemberFacts]
    ) {
        self.link = link
        self.name = name
        self.type = type
        self.action = action
        self.forwardedName = forwardedName
        self.hops = hops
    }

    /// The hops as written in a trace, each with the component's name and the member's place.
    var provenanceHops: [ProvenanceHop] {
        hops.map { ProvenanceHop(component: link.ref.name, name: $0.name, at: $0.place.description) }
    }
}

/// Walks component chains for Dependency properties the way needle does: the nearest component with a
/// member of that name and type provides it, unless the member forwards (`{ dependency.x }`,
/// `self.x = dependency.y`, `{ otherMember }`), which is followed, renamed or not. Past a forward, members
/// match by name alone: a forward may narrow the type (`var feed: FeedInterface { dependency.content }`),
/// which the compiler has checked.
struct ChainWalker {
    private struct Place: Hashable {
        var link: ObjectIdentifier
        var name: String
        var type: String?
    }

    private let catalog: RIBCatalog
    private var steps: [Place: WalkStep] = [:]
    private var memberCache: [Int: [MemberFacts]] = [:]
    private var defaultCache: [Int: [MemberFacts]] = [:]

    init(catalog: RIBCatalog) {
        self.catalog = catalog
    }

    /// The step at `link` looking for `name` of `type` (nil: any type).
    mutating func step(at link: ComponentChain, name: String, type: TypeName?) -> WalkStep {
        let place = Place(link: ObjectIdentifier(link), name: name, type: type?.normalized)
        if let known = steps[place] { return known }
        let (action, forwardedName, hops) = act(at: link.ref, name: name, type: type)
        let step = WalkStep(
            link: link, name: name, type: type, action: action, forwardedName: forwardedName, hops: hops)
        steps[place] = step
        return step
    }

    /// The step after `step` in the walk, nil at the top of the chain or where the walk ends.
    mutating func next(after step: WalkStep) -> WalkStep? {
        if let above = step.above { return above }
        let next: WalkStep? =
            switch step.action {
            case .skips: step.link.next.map { self.step(at: $0, name: step.name, type: step.type) }
            case .forwards: step.link.next.map { self.step(at: $0, name: step.forwardedName ?? step.name, type: nil) }
            case .provides, .unknown, .lacks: nil
            }
        step.above = .some(next)
        return next
    }

    /// A component's members: its own, its extensions', its superclasses' (the app's base components), then
    /// those the app's extensions add to the framework's base class, which every component inherits.
    mutating func members(of id: Int) -> [MemberFacts] {
        if let cached = memberCache[id] { return cached }
        let classes = classChain(of: id)
        let result =
            classes.flatMap { catalog.index.types[$0].members } + frameworkExtensions(of: classes).flatMap(\.members)
        memberCache[id] = result
        return result
    }

    /// `id`, then its superclasses the scanned files declare.
    private func classChain(of id: Int) -> [Int] {
        var result: [Int] = []
        var current: Int? = id
        while let type = current, !result.contains(type) {
            result.append(type)
            current = catalog.index.superclass(of: type)
        }
        return result
    }

    /// The app's extensions of the RIBs or needle base class that `classes` (a class chain) ends at:
    /// `extension Component: HasDependencyProvider { var apis: … }` gives every component `apis`.
    private func frameworkExtensions(of classes: [Int]) -> [TypeFacts] {
        guard let top = classes.last, let base = catalog.index.types[top].facts.inherited.first?.base,
            RoleClassifier.components.contains(base)
        else { return [] }
        return catalog.index.foreignExtensions[base] ?? []
    }

    /// The members the extensions of the protocols a component conforms to (through its superclasses, the app's
    /// extensions of the framework's base class, and the protocols those inherit) give it by default: what a
    /// conformance provides without declaring it.
    mutating func defaults(of id: Int) -> [MemberFacts] {
        if let cached = defaultCache[id] { return cached }
        let index = catalog.index
        var result: [MemberFacts] = []
        var seen: Set<Int> = []
        let classes = classChain(of: id)
        var pending: [(name: String, context: DeclarationIndex.Context)] = classes.flatMap { type in
            index.types[type].conformances.map { ($0.qualified, index.context(of: type)) }
        }
        for facts in frameworkExtensions(of: classes) {
            let context = index.context(ofFile: facts.place.path) ?? index.context(of: id)
            pending += facts.inherited.map { ($0.qualified, context) }
        }
        while let (name, context) = pending.popLast() {
            guard let protocolID = index.resolve(name, from: context), seen.insert(protocolID).inserted,
                index.types[protocolID].facts.kind.isProtocolLike
            else { continue }
            result += index.types[protocolID].extensions.flatMap(\.members)
            pending += index.types[protocolID].facts.inherited.map { ($0.qualified, index.context(of: protocolID)) }
        }
        defaultCache[id] = result
        return result
    }

    private mutating func act(at ref: ComponentRef, name: String, type: TypeName?)
        -> (WalkStep.Action, forwardedName: String?, [MemberFacts])
    {
        guard let id = ref.id else { return (.unknown, nil, []) }
        let members = members(of: id)
        guard var member = members.first(where: { $0.name == name && Self.compatible($0.type, type) }) else {
            if let given = defaults(of: id).first(where: { $0.name == name && Self.compatible($0.type, type) }) {
                return (.provides, nil, [given])
            }
            return (catalog.roles.looksUpAncestors(id) ? .skips : .lacks, nil, [])
        }
        var hops: [MemberFacts] = []
        var followed: Set<String> = [name]
        while let forward = member.forward {
            switch forward {
            case .dependency(let next):
                return (.forwards, next, hops + [member])
            case .member(let next):
                if let target = members.first(where: { $0.name == next }), followed.insert(next).inserted {
                    hops.append(member)
                    member = target
                    continue
                }
                if ownDependencyRequires(next, component: id) { return (.forwards, next, hops + [member]) }
            }
            break
        }
        return (.provides, nil, hops + [member])
    }

    private static func compatible(_ member: TypeName?, _ required: TypeName?) -> Bool {
        guard let member, let required else { return true }
        return member.normalized == required.normalized
    }

    /// Whether `name` is a requirement of the Dependency protocol the component itself takes (needle resolves
    /// such a member through the parent).
    private func ownDependencyRequires(_ name: String, component id: Int) -> Bool {
        guard let dependency = catalog.roles.role(of: id)?.base.arguments.first,
            let protocolID = catalog.index.resolve(dependency.qualified, from: catalog.index.context(of: id))
        else { return false }
        return catalog.roles.requirements(of: protocolID).contains { $0.name == name }
    }
}

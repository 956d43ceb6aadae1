import RibTrace

/// What the Swift skeleton of one proposed RIB is made from: its names, its children with the names the
/// RIBs templates give theirs, and the members its component declares.
struct SkeletonRIB {
    /// One child the proposed RIB attaches.
    struct Child {
        /// The RIB's id in the proposal.
        var id: String
        /// The RIB's type-name stem (`B` for `BBuilder`).
        var stem: String
        var builder: String
        /// Its interactor's class, whose answers the proposed RIB may repeat.
        var interactor: String
        var dependency: String?
        var isViewful: Bool
        /// Its build's arguments besides the listener, as `name: Type`.
        var arguments: [String]
        /// Those of each of its builds (VideoMerger's PreviewVideo takes a `PHAsset` or an `AVAsset`), the first's
        /// first.
        var builds: [[String]]
        /// How the proposed RIB shows it: as the app's parent did.
        var presentations: [Presentation]
        /// The interactors of the RIBs that attached it before flatten moved its route here (none for a head a
        /// parent builds the proposed RIB for), whose answers to its listener the proposed RIB may repeat.
        var formerParents: [String] = []
        /// The component's member that holds its builder, when the app injects it (a builder a leaf held to
        /// route to it, now the proposed RIB's Dependency's); nil when the proposed RIB makes the builder.
        var injected: String?
        /// Whether it attached a copy of itself before flatten moved the route here: then a second request for
        /// it while it is on top is a drill-down, not a second tap.
        var showsItself = false
        /// Whether every router of the app that attached it held it one at a time (in an optional,
        /// `storyDetailRouting: ViewableRouting?`), so that a second request while it is on top is a second tap;
        /// false where one stacked copies of it (MOIT-iOS appends each MOITDetail to an array: a deep link may open
        /// one over another) or where that is not known.
        var heldOneAtATime = false

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
        /// The Dependency's member it reads: its own name, or the one a component it replaces renamed it from.
        var source: String
    }

    /// One build method (``EntryPoint``): the child it shows first, and what it takes besides the listener.
    struct Entry {
        var name: String
        /// The index of its head among ``children``.
        var head: Int
        var arguments: [String]
    }

    /// One listener call a leaf gains (``ListenerCall``), which the interactor implements by attaching the child.
    struct Request {
        /// The leaf's stem, which names the protocol the call is declared in (`StoryDetailRequests`).
        var leaf: String
        var method: String
        var arguments: [String]
        /// The index of the child among ``children``.
        var child: Int
        /// The stems of the screens the leaf is a part of, which hand the call on (``ListenerCall/relayedBy``).
        var relayedBy: [String] = []
    }

    let rib: RIB
    let stem: String
    let children: [Child]
    /// The component's members, each name once.
    let members: [Member]
    /// What its Dependency declares, each name once: what it forwards under the names its parents give them.
    let dependencyMembers: [Member]
    let entries: [Entry]
    let requests: [Request]
    /// The parents' router functions that showed a head before (router class, function name without labels): the
    /// functions that attach the proposed RIB now, and that may have set up a navigation controller around the head.
    var shownBy: [(router: String, function: String)] = []
    /// Each interactor's router, by class name: whose functions' builds (`RouterBuild`) an answer of that
    /// interactor's made.
    var routers: [String: String] = [:]

    /// The skeleton of `change`'s proposed RIB in `proposal`, made from `input`.
    init(change: FlattenChange, proposal: Trace, input: Trace) {
        let rib = proposal.rib(change.proposed) ?? RIB(id: change.proposed)
        self.rib = rib
        stem = ProposedNames.stem(of: rib)
        let ids = change.children.filter { proposal.rib($0) != nil }
        let children: [Child] = ids.compactMap { id in
            proposal.rib(id).map { child in
                Child(
                    id: id, stem: ProposedNames.stem(of: child),
                    builder: child.builder ?? ProposedNames.stem(of: child) + "Builder",
                    interactor: child.interactor ?? ProposedNames.stem(of: child) + "Interactor",
                    dependency: child.dependency, isViewful: child.isViewful, arguments: child.buildArguments,
                    builds: EntryPoint.builds(of: child),
                    presentations: proposal.routes.first { $0.parent == rib.id && $0.child == id }?.presentations ?? [])
            }
        }
        (members, dependencyMembers) = Self.members(of: rib, in: proposal)
        let entries = change.entryPoints.compactMap { entry in
            ids.firstIndex(of: entry.head).map { Entry(name: entry.name, head: $0, arguments: entry.arguments) }
        }
        self.entries =
            entries.isEmpty && !ids.isEmpty ? [Entry(name: "build", head: 0, arguments: rib.buildArguments)] : entries
        shownBy = change.replaced.flatMap { replaced -> [(router: String, function: String)] in
            guard let router = input.rib(replaced.from)?.router else { return [] }
            let route = input.routes.first { $0.parent == replaced.from && $0.child == replaced.child }
            return (route?.attachedBy ?? []).map { (router, String($0.name.prefix { $0 != "(" })) }
        }
        requests = change.requests.compactMap { call in
            guard let child = ids.firstIndex(of: call.child) else { return nil }
            let leaf = proposal.rib(call.leaf).map(ProposedNames.stem(of:)) ?? call.leaf
            return Request(
                leaf: leaf, method: call.method, arguments: call.arguments, child: child,
                relayedBy: call.relayedBy.map { proposal.rib($0).map(ProposedNames.stem(of:)) ?? $0 })
        }
        // The routes that moved from inside the flow: a parent's route into a head is replaced, not moved on.
        let replaced = Set(change.replaced.map { "\($0.from)>\($0.child)" })
        let formerParents = Dictionary(
            grouping: change.moved.filter { !replaced.contains("\($0.from)>\($0.child)") }, by: \.child
        )
        .mapValues { routes in
            routes.map { route in proposal.rib(route.from)?.interactor ?? route.from + "Interactor" }
        }
        routers = Dictionary(
            input.ribs.compactMap { rib in rib.interactor.flatMap { interactor in rib.router.map { (interactor, $0) } }
            },
            uniquingKeysWith: { first, _ in first })
        let members = self.members
        self.children = zip(ids, children).map { id, child in
            var child = child
            child.formerParents = formerParents[id] ?? []
            child.showsItself = change.moved.contains { $0.from == id && $0.child == id }
            child.heldOneAtATime = Self.heldOneAtATime(id, in: input)
            child.injected =
                members.first { $0.type == child.buildable || $0.type.hasSuffix("." + child.buildable) }?
                .name
            return child
        }
    }

    /// Whether every route of `input` into `child` held it in an optional (``Child/heldOneAtATime``).
    private static func heldOneAtATime(_ child: String, in input: Trace) -> Bool {
        let routes = input.routes.filter { $0.child == child }
        return !routes.isEmpty
            && routes.allSatisfy { !$0.heldIn.isEmpty && $0.heldIn.allSatisfy { $0.hasSuffix("?") } }
    }

    /// The component's members and what its Dependency declares: its own Dependency (what it forwards, the
    /// builders that left the leaves among it), then what its children ask of its component, each read under the
    /// name the hop above it gives.
    private static func members(of rib: RIB, in proposal: Trace) -> (members: [Member], dependency: [Member]) {
        let component = rib.component ?? rib.id
        var members: [Member] = []
        var names = Set<String>()
        for edge in proposal.dependencies where edge.child == rib.id {
            for property in edge.properties where names.insert(property.name).inserted {
                guard let type = property.type else { continue }
                members.append(Member(name: property.name, type: type, source: property.name))
            }
        }
        var dependencyMembers = members
        for edge in proposal.dependencies where edge.component == component && edge.child != rib.id {
            for property in edge.properties where names.insert(property.name).inserted {
                guard let type = property.type else { continue }
                let hops = property.via
                let source = hops.first?.component == component && hops.count > 1 ? hops[1].name : property.name
                members.append(Member(name: property.name, type: type, source: source))
                if !dependencyMembers.contains(where: { $0.name == source }) {
                    dependencyMembers.append(Member(name: source, type: type, source: source))
                }
            }
        }
        return (members, dependencyMembers)
    }

    var component: String { rib.component ?? stem + "Component" }
    var dependency: String { rib.dependency ?? stem + "Dependency" }
    var builder: String { rib.builder ?? stem + "Builder" }
    var router: String { rib.router ?? stem + "Router" }
    var interactor: String { rib.interactor ?? stem + "Interactor" }
    var isNavigation: Bool { rib.proposed == .navigation }
    /// The children the parents build it for, each once (the heads), in order.
    var heads: [Int] {
        entries.reduce(into: []) { heads, entry in if !heads.contains(entry.head) { heads.append(entry.head) } }
    }

    /// What its build hands back besides its router: the head's actionable item, when the head's build returns one
    /// (``BuildReturn``) and it takes one head's place. Its parents reached the head's steps (workflows, deep
    /// links) through that item; the proposed RIB, which takes the head's routes over, adopts it.
    func actionableItem(requirements: [String: [String]]) -> BuildReturn? {
        guard heads.count == 1, let head = heads.first else { return nil }
        return BuildReturn(buildable: children[head].buildable, requirements: requirements)
    }

    /// Its own listener protocol (`StoryDetailWrapperListener`), which the parents implement in place of the
    /// heads' listeners: a leaf's listener gains the calls that replace its routes, which only the proposed RIB
    /// implements, so no parent is asked for them.
    var listener: String { stem + "Listener" }

    /// The arguments of each way the router attaches the child at `index`: a head's, per entry point (one per
    /// build overload); another child's, per build of it (``Child/builds``).
    func routeArguments(of index: Int) -> [[String]] {
        let heads = entries.filter { $0.head == index }.map { entry in
            isNavigation ? entry.arguments : Array(entry.arguments.dropFirst())
        }
        return heads.isEmpty ? children[index].builds : heads
    }

    /// `bWrapper` from `BWrapper`, `moitList` from `MOITList`: lowercases the first word.
    static func lowercasingFirst(_ name: String) -> String {
        // A leading acronym is lowered whole, up to the capital that starts the next word, as Swift's API
        // guidelines write it: `moitList` of `MOITList`, `urlSession` of `URLSession`.
        let capitals = name.prefix { $0.isUppercase }
        guard capitals.count > 1 else { return (name.first.map { $0.lowercased() } ?? "") + name.dropFirst() }
        let whole = capitals.count == name.count || !name[capitals.endIndex].isLetter
        let lowered = whole ? capitals : capitals.dropLast()
        return lowered.lowercased() + name.dropFirst(lowered.count)
    }
}

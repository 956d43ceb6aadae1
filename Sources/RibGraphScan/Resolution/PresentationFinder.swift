import RibTrace

/// How each route's parent shows its child, read from the parent router's code (its scanned superclasses'
/// included): the functions that build the child from the builder it holds (and so attach it), and the
/// functions that use the router it stored; in them, the calls handed the child's view (its router,
/// `viewControllable`, a navigation controller wrapped round it, an array of them), each followed into the app's
/// helpers by ``ShowCallFollower`` with the enum cases handed along (`transitionType: .push`). A viewless child
/// is `none`; a child whose showing is not recognised is `unknown`, with the reason.
struct PresentationFinder {
    let catalog: RIBCatalog
    private let follower: ShowCallFollower

    init(catalog: RIBCatalog) {
        self.catalog = catalog
        follower = ShowCallFollower(index: catalog.index)
    }

    /// How `parent` shows the child `link` leads to: the ways, in `Presentation`'s order, and why it is
    /// `unknown` when it is.
    func presentation(parent: Int, link: ChildLink) -> (ways: [Presentation], reason: String?) {
        guard catalog.ribs[link.child].isViewful else { return ([.none], nil) }
        let index = catalog.index
        guard let router = catalog.ribs[parent].router else {
            return ([.unknown], "\(catalog.ribs[parent].name) has no router class in the scanned sources")
        }
        let routerName = index.types[router].name
        let functions = routerFunctions(router)
        let builders = builderNames(of: link, from: router)
        let view = catalog.roles.role(of: router)?.base.arguments.last
        var shown = ShowCallFollower.Shown()
        var stored: Set<String> = []
        var read = 0
        for function in functions {
            guard let handles = handles(in: function, builders: builders, router: router) else { continue }
            read += 1
            stored.formUnion(storedMembers(in: function, handles: handles))
            shown.add(self.shown(in: function, handles: handles, router: router, view: view))
        }
        for function in functions
        where !stored.isEmpty && handles(in: function, builders: builders, router: router) == nil {
            guard function.calls.contains(where: { $0.mentions(anyOf: stored) }) else { continue }
            shown.add(self.shown(in: function, handles: stored, router: router, view: view))
        }
        if !shown.ways.isEmpty { return (Presentation.allCases.filter(shown.ways.contains), nil) }
        let reason =
            shown.reason
            ?? (read == 0
                ? "no function of \(routerName) builds it from the builder it holds"
                : "\(routerName) attaches it but hands its view to no call the scan recognises")
        return ([.unknown], reason)
    }

    /// What `function` shows of the child: the calls handed one of `handles` (or a value made from one), or
    /// every call when the child is not bound to a name.
    private func shown(in function: FunctionFacts, handles: Set<String>, router: Int, view: TypeName?)
        -> ShowCallFollower.Shown
    {
        var names = handles
        var relevant: [CallFacts] = []
        for call in function.calls
        where names.isEmpty || call.mentions(anyOf: names) || call.receiver?.first.map(names.contains) == true {
            if let bound = call.boundTo, !names.isEmpty { names.insert(bound) }
            // `self.termsRouting = terms`: later calls reach the child through the member.
            if call.isAssignment, call.receiver == [], !names.isEmpty { names.insert(call.name) }
            relevant.append(call)
        }
        let place = ShowCallFollower.Place(
            owner: router, selfKind: nil, function: function, routerView: view,
            cases: cases(handedWith: relevant, in: function, router: router))
        var result = ShowCallFollower.Shown()
        for call in relevant {
            // Building and attaching the child are what made the function relevant; they show nothing.
            guard call.name != "attachChild", !call.name.hasPrefix("build"),
                let shown = follower.shown(by: call, in: place)
            else { continue }
            result.add(ShowCallFollower.Shown(ways: shown.ways, reason: shown.reason.map { "\(function.name) \($0)" }))
        }
        return result
    }

    /// The enum cases the calls handed the child name, directly, through a local bound to a case
    /// (`let transition = TransitionType.presentNavigation`), or in the router's own helper called: its body
    /// (`generateRoute(…)`, which returns `RibsRouting(…, transitionType: .tabbar(…))`) and the default values
    /// of the parameters the call leaves out (`transition: TransitionType = .modal(…)`).
    private func cases(handedWith relevant: [CallFacts], in function: FunctionFacts, router: Int) -> Set<String> {
        var bound: [String: [String]] = [:]
        for call in function.calls where !call.caseArguments.isEmpty {
            if let name = call.boundTo { bound[name, default: []] += call.caseArguments }
        }
        var cases = Set(
            relevant.flatMap { $0.caseArguments + $0.mentions.flatMap { $0.first.flatMap { bound[$0] } ?? [] } })
        let helpers = routerFunctions(router).filter { $0.name != function.name }
        for call in relevant where call.receiver == [] {
            for helper in helpers where helper.name == call.name {
                cases.formUnion(helper.calls.flatMap(\.caseArguments))
                for (parameter, defaultCase) in zip(helper.parameters, helper.defaultCases)
                where !call.labels.contains(parameter.label) {
                    if let defaultCase { cases.insert(defaultCase) }
                }
            }
        }
        return cases
    }

    /// The names `function` binds the child's router to when it builds the child from one of `builders` (empty
    /// when it builds it without binding it); nil when it does not build it.
    private func handles(in function: FunctionFacts, builders: BuilderNames, router: Int) -> Set<String>? {
        var holders = builders.holders
        for parameter in function.parameters where builders.types.contains(parameter.type.base) {
            holders.insert(parameter.name)
        }
        for (name, type) in function.locals where builders.types.contains(String(type.split(separator: ".").last ?? ""))
        {
            holders.insert(name)
        }
        var handles: Set<String>?
        for call in function.calls where call.name.hasPrefix("build") && !call.isAssignment {
            guard let receiver = call.receiver, let holder = receiver.last,
                holders.contains(holder) || builders.isNamed(holder)
                    || holderType(receiver, in: function, router: router).map(builders.types.contains) == true
            else { continue }
            handles = (handles ?? []).union(call.boundTo.map { [$0] } ?? [])
        }
        return handles
    }

    /// The router's functions, then those of its scanned superclasses, where a shared base router builds children
    /// from builders its subclasses hand it.
    private func routerFunctions(_ router: Int) -> [FunctionFacts] {
        superclassChain(of: router).flatMap { catalog.index.types[$0].functions }
    }

    private func superclassChain(of id: Int) -> [Int] {
        var chain = [id]
        while chain.count < 8, let next = catalog.index.superclass(of: chain[chain.count - 1]), !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    /// The written type a holder chain ends in (`dependency.base.homeBuilder`: the type of `homeBuilder` in the
    /// type of `base` in the type of the router's `dependency`), read through the members of the scanned types;
    /// nil when a link's type is not written.
    private func holderType(_ chain: [String], in function: FunctionFacts, router: Int) -> String? {
        let index = catalog.index
        guard let first = chain.first else { return nil }
        var type =
            function.parameters.first { $0.name == first }?.type.qualified ?? function.locals[first]
            ?? superclassChain(of: router).lazy.compactMap { self.memberType(first, of: $0) }.first
        var owner = router
        for name in chain.dropFirst() {
            guard let current = type, let id = index.resolve(current, from: index.context(of: owner)) else {
                return nil
            }
            type = memberType(name, of: id)
            owner = id
        }
        return type.map { String($0.split(separator: ".").last ?? "") }
    }

    /// The written type of the member `name` of type `id`, or of a scanned protocol it inherits.
    private func memberType(_ name: String, of id: Int) -> String? {
        let index = catalog.index
        if let member = index.types[id].members.first(where: { $0.name == name }) { return member.type?.qualified }
        let context = index.context(of: id)
        for conformance in index.types[id].conformances.prefix(8) {
            guard let next = index.resolve(conformance.qualified, from: context), next != id,
                index.types[next].facts.kind.isProtocolLike,
                let member = index.types[next].members.first(where: { $0.name == name })
            else { continue }
            return member.type?.qualified
        }
        return nil
    }

    /// The router's members `function` stores the child's router in (`self.currentChild = offGame`): other
    /// functions show it from there.
    private func storedMembers(in function: FunctionFacts, handles: Set<String>) -> Set<String> {
        Set(
            function.calls.filter {
                $0.isAssignment && $0.boundTo == nil && $0.receiver == [] && $0.mentions(anyOf: handles)
            }.map(\.name))
    }

    /// What stands for a child's builder in its parent's router.
    struct BuilderNames {
        /// The builder class, the adapter, and the protocols either conforms to (`OffGameBuildable`, `GameBuildable`).
        var types: Set<String> = []
        /// The router's members and initializer parameters of those types.
        var holders: Set<String> = []
        /// The child's name, small: a holder read through another object is known by its name
        /// (`dependency.offGameBuilder`).
        var child: String

        /// Whether `holder` is named after the child: its name, perhaps after a prefix, then `Builder` or
        /// `Buildable` (`ticketHistoryDetailBuilder` is not `TicketHistory`'s).
        func isNamed(_ holder: String) -> Bool {
            let name = holder.lowercased()
            return ["builder", "buildable"].contains { name.hasSuffix(child + $0) }
        }
    }

    private func builderNames(of link: ChildLink, from router: Int) -> BuilderNames {
        let index = catalog.index
        var names = BuilderNames(child: catalog.ribs[link.child].name.lowercased())
        var ids = catalog.ribs[link.child].builder.map { [$0] } ?? []
        if let adapter = link.adapter, let id = index.resolve(adapter, from: index.context(of: router)) {
            ids.append(id)
        }
        for id in ids {
            names.types.insert(index.types[id].name)
            for conformance in index.types[id].conformances
            where conformance.base != "Buildable" && !RoleClassifier.builders.contains(conformance.base) {
                names.types.insert(conformance.base)
            }
        }
        let chain = superclassChain(of: router)
        for member in chain.flatMap({ index.types[$0].members })
        where member.type.map({ names.types.contains($0.base) }) == true {
            names.holders.insert(member.name)
        }
        for function in chain.flatMap({ index.types[$0].functions }) where function.name == "init" {
            for parameter in function.parameters where names.types.contains(parameter.type.base) {
                names.holders.insert(parameter.name)
            }
        }
        return names
    }
}

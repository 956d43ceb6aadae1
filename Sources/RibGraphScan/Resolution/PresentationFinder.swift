import RibTrace

/// How each route's parent shows its child, read from the parent router's code (its scanned superclasses'
/// included): the functions that build the child from the builder it holds (and so attach it), and the
/// functions that use the router it stored; in them, the calls handed the child's view (its router,
/// `viewControllable`, a navigation controller wrapped round it, an array of them), each followed into the app's
/// helpers by ``ShowCallFollower`` with the enum cases handed along (`transitionType: .push`). A viewless child
/// is `none`; a child whose showing is not recognised is `unknown`, with the reason.
final class PresentationFinder {
    let catalog: RIBCatalog
    private let follower: ShowCallFollower
    /// Each router's superclass chain and functions (``routerFunctions(_:)``), read once: every route of a
    /// parent reads them.
    private var chains: [Int: [Int]] = [:]
    private var functionsByRouter: [Int: [FunctionFacts]] = [:]

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
        var others: [FunctionFacts] = []
        for function in functions {
            guard let handles = handles(in: function, builders: builders, router: router) else {
                others.append(function)
                continue
            }
            read += 1
            stored.formUnion(storedMembers(in: function, handles: handles))
            let calls = callsHanded(handles, in: function)
            // `private func attachList() -> ViewControllable { …; return router.viewControllable }`, or
            // `func makeEvent() -> ViewableRouting { component.buildEventRouter(…) }`: its callers show what it
            // returns.
            if calls.contains(where: { $0.name == "return" }) || handles.isEmpty && function.returnType != nil {
                stored.insert(function.name + "()")
            }
            shown.add(self.shown(by: calls, in: function, router: router, view: view))
        }
        for function in others where !stored.isEmpty {
            let calls = callsHanded(stored, in: function)
            guard !calls.isEmpty else { continue }
            shown.add(self.shown(by: calls, in: function, router: router, view: view))
        }
        if !shown.ways.isEmpty { return (Presentation.allCases.filter(shown.ways.contains), nil) }
        let reason =
            shown.reason
            ?? (read == 0
                ? "no function of \(routerName) builds it from the builder it holds"
                : "\(routerName) attaches it but hands its view to no call the scan recognises")
        return ([.unknown], reason)
    }

    /// The functions of `parent`'s router (its scanned superclasses' included) that build the child `link` leads
    /// to from the builder it holds; nil when the parent has no router class in the scanned sources.
    func buildingFunctions(parent: Int, link: ChildLink) -> [FunctionFacts]? {
        guard let router = catalog.ribs[parent].router else { return nil }
        let builders = builderNames(of: link, from: router)
        return routerFunctions(router).filter { handles(in: $0, builders: builders, router: router) != nil }
    }

    /// The member of `parent`'s router that stores the child's builder when no function but an initializer ever
    /// reads it (`seatPositionBuildable`, whose only `build` call is commented out); nil otherwise.
    func unreadHolder(parent: Int, link: ChildLink) -> String? {
        guard let router = catalog.ribs[parent].router else { return nil }
        let builders = builderNames(of: link, from: router)
        let stored = superclassChain(of: router).flatMap { catalog.index.types[$0].members }.map(\.name)
            .filter(builders.holders.contains)
        let reading = routerFunctions(router).filter { $0.name != "init" }
        return stored.first { holder in
            !reading.contains { function in
                function.calls.contains { call in
                    call.receiver?.first == holder || call.mentions(anyOf: [holder])
                        || call.receiver == [] && call.name == holder
                }
            }
        }
    }

    /// The calls of `function` handed one of `handles` (or a value made from one, a member it was stored in, or
    /// the result of a helper returning it, `attachList()`), or every call when the child is not bound to a
    /// name. A call made on the child's view (`child.viewControllable.uiviewController.present(other)`) shows
    /// something else: it only passes the child on when its value is bound. Making the child the first screen of
    /// a navigation controller the function itself creates (`nav.viewControllers = [child]`) wraps it, like
    /// `UINavigationController(rootViewController:)`: how `nav` is shown is what counts.
    private func callsHanded(_ handles: Set<String>, in function: FunctionFacts) -> [CallFacts] {
        var names = handles
        var handed: [CallFacts] = []
        for call in function.calls {
            let isHanded =
                names.isEmpty || call.mentions(anyOf: names) || call.receiver == [] && names.contains(call.name + "()")
            guard isHanded || call.receiver?.first.map(names.contains) == true else { continue }
            if let bound = call.boundTo, !names.isEmpty { names.insert(bound) }
            guard isHanded else { continue }
            if !names.isEmpty, let navigation = wrappingNavigation(call, in: function) {
                names.insert(navigation)
                continue
            }
            // `self.termsRouting = terms`: later calls reach the child through the member.
            if call.isAssignment, call.receiver == [], !names.isEmpty { names.insert(call.name) }
            handed.append(call)
        }
        return handed
    }

    /// The local navigation controller `call` makes the child the stack of (`nav.viewControllers = [child]`,
    /// `nav.setViewControllers([child], animated: false)`), when `function` creates it; nil otherwise.
    private func wrappingNavigation(_ call: CallFacts, in function: FunctionFacts) -> String? {
        guard call.name == (call.isAssignment ? "viewControllers" : "setViewControllers"),
            let receiver = call.receiver, receiver.count == 1, let local = function.locals[receiver[0]],
            function.parameters.allSatisfy({ $0.name != receiver[0] })
        else { return nil }
        let index = catalog.index
        let kind =
            ViewKind.named(String(local.split(separator: ".").last ?? ""))
            ?? index.context(ofFile: function.place.path).flatMap { index.resolve(local, from: $0) }
            .flatMap { ViewKind.of($0, in: index) }
        return kind == .navigation ? receiver[0] : nil
    }

    /// What `calls`, made in `function` and handed the child, show of it.
    private func shown(by calls: [CallFacts], in function: FunctionFacts, router: Int, view: TypeName?)
        -> ShowCallFollower.Shown
    {
        let place = ShowCallFollower.Place(
            owner: router, selfKind: nil, function: function, routerView: view,
            cases: cases(handedWith: calls, in: function, router: router))
        var result = ShowCallFollower.Shown()
        for call in calls {
            // Building and attaching the child are what made the function relevant; they show nothing.
            guard call.name != "attachChild", !Self.isBuild(call),
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
        for call in function.calls where Self.isBuild(call) {
            guard let receiver = call.receiver, let holder = receiver.last,
                holders.contains(holder) || builders.isNamed(holder)
                    || holderType(receiver, in: function, router: router).map(builders.types.contains) == true
                    || holderBuilds(call, builders: builders, in: function, router: router)
            else { continue }
            handles = (handles ?? []).union(call.boundTo.map { [$0] } ?? [])
        }
        return handles
    }

    /// `offGameBuilder.build(…)`, `eventBuilder.finalStageBuild(…)` (RIBs' multi-stage builders),
    /// `component.buildEventRouter(…)`.
    private static func isBuild(_ call: CallFacts) -> Bool {
        !call.isAssignment && (call.name.hasPrefix("build") || call.name.hasSuffix("Build"))
    }

    /// Whether `call` runs a function of the holder it is made on that constructs the child's builder
    /// (`component.buildEventRouter(…)`, whose body is `EventBuilder(…).finalStageBuild(…)`).
    private func holderBuilds(_ call: CallFacts, builders: BuilderNames, in function: FunctionFacts, router: Int)
        -> Bool
    {
        let index = catalog.index
        guard let receiver = call.receiver, let type = holderType(receiver, in: function, router: router),
            let id = index.resolve(type, from: index.context(of: router))
        else { return false }
        return index.types[id].functions.contains { helper in
            helper.name == call.name && helper.constructions.contains { builders.types.contains($0.type) }
        }
    }

    /// The router's functions, then those of its scanned superclasses, where a shared base router builds children
    /// from builders its subclasses hand it.
    private func routerFunctions(_ router: Int) -> [FunctionFacts] {
        if let known = functionsByRouter[router] { return known }
        let functions = superclassChain(of: router).flatMap { catalog.index.types[$0].functions }
        functionsByRouter[router] = functions
        return functions
    }

    private func superclassChain(of id: Int) -> [Int] {
        if let known = chains[id] { return known }
        var chain = [id]
        while chain.count < 8, let next = catalog.index.superclass(of: chain[chain.count - 1]), !chain.contains(next) {
            chain.append(next)
        }
        chains[id] = chain
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

        /// The app's other RIB names, small, that end with the child's (`searchmovie` for `movie`).
        var longer: [String] = []

        /// Whether `holder` is named after the child: its name, perhaps after a prefix of whole words, then
        /// `Builder` or `Buildable` (`mainStoryBuilder` is `Story`'s; `ticketHistoryDetailBuilder` is not
        /// `TicketHistory`'s, nor `historyBuilder` `Story`'s), and not after a RIB whose name ends with it
        /// (TheMovieDB-RIB's `searchMovieBuilder` is SearchMovie's, not Movie's).
        func isNamed(_ holder: String) -> Bool {
            Self.named(holder, after: child) && !longer.contains { Self.named(holder, after: $0) }
        }

        private static func named(_ holder: String, after child: String) -> Bool {
            let name = holder.lowercased()
            return ["builder", "buildable"].contains { suffix in
                guard name.hasSuffix(child + suffix), name.count == holder.count else { return false }
                let start = holder.index(holder.endIndex, offsetBy: -(child.count + suffix.count))
                return start == holder.startIndex || holder[start].isUppercase
                    || !holder[holder.index(before: start)].isLetter
            }
        }
    }

    private func builderNames(of link: ChildLink, from router: Int) -> BuilderNames {
        let index = catalog.index
        let child = catalog.ribs[link.child].name.lowercased()
        var names = BuilderNames(child: child)
        names.longer = catalog.ribs.map { $0.name.lowercased() }.filter {
            $0.count > child.count && $0.hasSuffix(child)
        }
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

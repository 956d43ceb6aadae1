import RibTrace

/// How each route's parent shows its child, read from the parent router's code: the functions that build the
/// child from the builder it holds (and so attach it), and the functions that use the router it stored; in
/// them, the calls handed the child's view (its router, `viewControllable`, a navigation controller wrapped
/// round it), each followed into the app's helpers by ``ShowCallFollower``. A viewless child is `none`; a
/// child whose showing is not recognised is `unknown`, with the reason.
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
        let functions = index.types[router].functions
        let builders = builderNames(of: link, from: router)
        let view = catalog.roles.role(of: router)?.base.arguments.last
        var shown = ShowCallFollower.Shown()
        var stored: Set<String> = []
        var read = 0
        for function in functions {
            guard let handles = handles(in: function, builders: builders) else { continue }
            read += 1
            stored.formUnion(storedMembers(in: function, handles: handles))
            shown.add(self.shown(in: function, handles: handles, router: router, view: view))
        }
        for function in functions where !stored.isEmpty && handles(in: function, builders: builders) == nil {
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
        let place = ShowCallFollower.Place(owner: router, selfKind: nil, function: function, routerView: view)
        var names = handles
        var result = ShowCallFollower.Shown()
        for call in function.calls {
            let relevant =
                names.isEmpty || call.mentions(anyOf: names) || call.receiver?.first.map(names.contains) == true
            guard relevant else { continue }
            if let bound = call.boundTo, !names.isEmpty { names.insert(bound) }
            // Building and attaching the child are what made the function relevant; they show nothing.
            guard call.name != "attachChild", !call.name.hasPrefix("build"),
                let shown = follower.shown(by: call, in: place)
            else { continue }
            result.add(ShowCallFollower.Shown(ways: shown.ways, reason: shown.reason.map { "\(function.name) \($0)" }))
        }
        return result
    }

    /// The names `function` binds the child's router to when it builds the child from one of `builders` (empty
    /// when it builds it without binding it); nil when it does not build it.
    private func handles(in function: FunctionFacts, builders: BuilderNames) -> Set<String>? {
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
            guard let holder = call.receiver?.last, holders.contains(holder) || builders.isNamed(holder) else {
                continue
            }
            handles = (handles ?? []).union(call.boundTo.map { [$0] } ?? [])
        }
        return handles
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

        func isNamed(_ holder: String) -> Bool {
            let name = holder.lowercased()
            return (name.hasSuffix("builder") || name.hasSuffix("buildable")) && name.contains(child)
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
        for member in index.types[router].members where member.type.map({ names.types.contains($0.base) }) == true {
            names.holders.insert(member.name)
        }
        for function in index.types[router].functions where function.name == "init" {
            for parameter in function.parameters where names.types.contains(parameter.type.base) {
                names.holders.insert(parameter.name)
            }
        }
        return names
    }
}

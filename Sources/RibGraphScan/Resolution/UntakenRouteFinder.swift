/// Tells the routes no code path of the app takes: the parent's router holds the child's builder, but the
/// functions that build the child are never called, or only from functions of the RIB's router or interactor
/// that nothing calls (`routeSelectSeats`, whose `build` call is commented out; `routeToTime`, called only from
/// an interactor method its view never calls); or the router stores the builder and never reads it.
///
/// Calls are matched by name, so a name another type also calls counts as called: the finder errs towards
/// taken. A function something outside the app may run (an initializer, an override such as `didLoad`, a
/// function exposed to Objective-C) is always taken, and so is one called from a type that is not a RIB's
/// router or interactor (a view controller, a helper): the scan does not follow who calls those. A call in
/// another RIB's router or interactor is taken to be on that RIB's own router.
final class UntakenRouteFinder {
    private let catalog: RIBCatalog
    private let shown: PresentationFinder
    /// Per called name, the functions whose bodies call it, with the type they belong to (nil for an extension
    /// of a framework's type).
    private var callers: [String: [(type: Int?, function: FunctionFacts)]] = [:]
    /// The RIB whose router or interactor each such type is.
    private var ribOfType: [Int: Int] = [:]

    init(catalog: RIBCatalog, shown: PresentationFinder) {
        self.catalog = catalog
        self.shown = shown
        let index = catalog.index
        for (id, type) in index.types.enumerated() {
            for function in type.functions { addCalls(of: function, in: id) }
        }
        for function in index.foreignExtensions.values.joined().flatMap(\.functions) {
            addCalls(of: function, in: nil)
        }
        for (number, rib) in catalog.ribs.enumerated() {
            for part in [rib.router, rib.interactor].compactMap({ $0 }) { ribOfType[part] = number }
        }
    }

    private func addCalls(of function: FunctionFacts, in type: Int?) {
        var seen: Set<String> = []
        for call in function.calls where !call.isAssignment && call.name != "return" && seen.insert(call.name).inserted
        {
            callers[call.name, default: []].append((type, function))
        }
    }

    /// Why `parent` never attaches the child `link` leads to, or nil when some code path may (or the scan cannot
    /// tell: a child reached through an adapter, a parent without a router in the scanned sources).
    func reason(parent: Int, link: ChildLink) -> String? {
        guard link.adapter == nil, let router = catalog.ribs[parent].router,
            let building = shown.buildingFunctions(parent: parent, link: link)
        else { return nil }
        let routerName = catalog.index.types[router].name
        guard !building.isEmpty else {
            return shown.unreadHolder(parent: parent, link: link).map {
                "\(routerName) stores the builder in \($0) and never builds it"
            }
        }
        var reasons: [String] = []
        for function in building {
            guard let reason = deadReason(function, parent: parent) else { return nil }
            reasons.append(reason)
        }
        return reasons.joined(separator: "; ")
    }

    /// Why `function`, which builds a child of `parent`, never runs; nil when it may.
    private func deadReason(_ function: FunctionFacts, parent: Int) -> String? {
        guard !function.isEntry else { return nil }
        let calling = calls(of: function, parent: parent)
        guard !calling.isEmpty else { return "\(function.name) is never called" }
        for caller in calling {
            guard let type = caller.type, ribOfType[type] != nil, !caller.function.isEntry else { return nil }
            // An interactor's method is called by its view and, as a listener, by its children's interactors.
            if !calls(of: caller.function, parent: nil).isEmpty { return nil }
        }
        let names = Array(Set(calling.map(\.function.name))).sorted().joined(separator: ", ")
        return "\(function.name) is called only from \(names), which nothing calls"
    }

    /// The calls of `function` (by its name) outside its own body; with a `parent`, but for those in a RIB's
    /// router or interactor other than `parent`'s: a router's function is called on `router`, that RIB's own.
    private func calls(of function: FunctionFacts, parent: Int?) -> [(type: Int?, function: FunctionFacts)] {
        (callers[function.name] ?? []).filter { caller in
            guard caller.function.place != function.place else { return false }
            guard let parent, let rib = caller.type.flatMap({ ribOfType[$0] }) else { return true }
            return rib == parent
        }
    }
}

/// Tells the routes no code path of the app takes: the parent's router holds the child's builder, but the
/// functions that build the child are never called (`routeToBusStation`, whose only caller is commented out), or
/// the router stores the builder and never reads it (`seatPositionBuildable`, whose `build` call is commented
/// out).
///
/// Calls are matched by name, so a name another type also calls counts as called: the finder errs towards
/// taken. A function something outside the app may run (an initializer, an override such as `didLoad`, a
/// function exposed to Objective-C) is always taken, and so is one called from a type that is not a RIB's
/// router or interactor (a view controller, a helper): the scan does not follow who calls those. A call in
/// another RIB's router or interactor is taken to be on that RIB's own router, unless it is made on another
/// object (`tagRouter?.attachSelectTags()`, a parent's router calling its child router's function).
final class UntakenRouteFinder {
    private let catalog: RIBCatalog
    private let shown: PresentationFinder
    /// Per called name, the functions whose bodies call it, with the type they belong to (nil for an extension
    /// of a framework's type) and whether a call is made on another object than the caller's own router.
    private var callers: [String: [(type: Int?, function: FunctionFacts, onOther: Bool)]] = [:]
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
        for call in function.calls where !call.isAssignment && call.name != "return" {
            // `router?.routeToX()` or `weakSelf.router?.routeToX()` in an interactor, `routeToX()` in a router: the
            // caller's own router. `tagRouter?.attachTags()`, `live.attachPicker()`: another RIB's.
            let onOther =
                call.receiver.map { !$0.isEmpty && $0.last != "router" && !["self", "super"].contains($0[0]) }
                ?? false
            guard seen.insert(call.name + (onOther ? "\u{0}other" : "")).inserted else { continue }
            callers[call.name, default: []].append((type, function, onOther))
        }
    }

    /// Why `parent` never attaches the child `link` leads to, or nil when some code path may (or the scan cannot
    /// tell: a child reached through an adapter, a parent without a router in the scanned sources). `building`
    /// are the parent router's functions that build the child (``PresentationFinder/buildingFunctions(parent:link:)``).
    func reason(parent: Int, link: ChildLink, building: [FunctionFacts]?) -> String? {
        guard link.adapter == nil, let router = catalog.ribs[parent].router, let building else { return nil }
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

    /// Why `function`, which builds a child of `parent`, never runs; nil when it may. Who calls its callers is
    /// not followed: a view's call may sit where the scan keeps no calls (a property's closure, a SwiftUI
    /// `body`), and an interactor method the scan saw no call of is still one its view may run.
    private func deadReason(_ function: FunctionFacts, parent: Int) -> String? {
        guard !function.isEntry else { return nil }
        let calling = (callers[function.name] ?? []).filter { caller in
            guard caller.function.place != function.place else { return false }
            return caller.type.flatMap { ribOfType[$0] }.map { $0 == parent || caller.onOther } ?? true
        }
        return calling.isEmpty ? "\(function.name) is never called" : nil
    }
}

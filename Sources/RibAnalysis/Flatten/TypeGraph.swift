import RibTrace

/// A trace as the graph of RIB types that flatten reads and writes: a scan as it is; a recording made into
/// the shape a scan has, so that its proposal is a source trace like any other.
///
/// A recording's live instances (`OffGame#2`) become their type (`OffGame`, the first instance's fields);
/// its routes and every attach it shows become routes, each (parent, child) once in the order first seen;
/// what it launched becomes a root; each dependency edge is the route's from the parent its consumer was
/// first attached under; adapters and listeners are kept for the types.
enum TypeGraph {
    /// `trace` as a source trace.
    static func of(_ trace: Trace) -> Trace {
        guard trace.origin == .live else { return trace }
        var types = Types(trace)
        let (routes, firstParent) = routes(of: trace, types: &types)
        var adapters: [Adapter] = []
        for adapter in trace.adapters {
            var typed = adapter
            typed.parent = types.id(adapter.parent)
            typed.child = types.id(adapter.child)
            if !adapters.contains(typed) { adapters.append(typed) }
        }
        var listeners: [Listener] = []
        for listener in trace.listeners {
            var typed = listener
            typed.child = types.id(listener.child)
            if !listeners.contains(where: { $0.child == typed.child }) { listeners.append(typed) }
        }
        return Trace(
            app: trace.app, origin: .source, ribs: types.ribs, routes: routes,
            dependencies: dependencies(of: trace, types: types, firstParent: firstParent),
            components: trace.components, adapters: adapters, listeners: listeners)
    }

    /// A recording's RIB types: one per base id (`OffGame` for `OffGame#2`), with its first instance's fields.
    private struct Types {
        let trace: Trace
        var ribs: [RIB] = []
        /// For each RIB of the trace, its type's index in ``ribs``.
        var typeOf: [Int] = []

        init(_ trace: Trace) {
            self.trace = trace
            var slot: [String: Int] = [:]
            for rib in trace.ribs {
                let id = ScannedRIBMatch.baseID(rib.id)
                if let index = slot[id] {
                    typeOf.append(index)
                    continue
                }
                slot[id] = ribs.count
                typeOf.append(ribs.count)
                var type = rib
                type.id = id
                if type.name == rib.id { type.name = id }
                ribs.append(type)
            }
        }

        /// The type id of the RIB with `id`; `id` itself when the trace has no such RIB.
        func id(_ id: String) -> String { trace.index(ofRIB: id).map { ribs[typeOf[$0]].id } ?? id }
    }

    /// The routes between types, each (parent, child) once in the order first seen: the trace's own, then
    /// each attach's. A type attached without a parent becomes a root; `firstParent` is the parent each type
    /// was first attached under.
    private static func routes(of trace: Trace, types: inout Types) -> (routes: [Route], firstParent: [String?]) {
        var routes: [Route] = []
        var seen = Set<TreeEdgeKey>()
        func add(_ route: Route) {
            guard seen.insert(TreeEdgeKey(parent: route.parent, child: route.child)).inserted else { return }
            routes.append(route)
        }
        for route in trace.routes {
            var typed = route
            typed.parent = types.id(route.parent)
            typed.child = types.id(route.child)
            add(typed)
        }
        var firstParent = [String?](repeating: nil, count: types.ribs.count)
        var attached = [Bool](repeating: false, count: types.ribs.count)
        for event in trace.events where event.kind == .attach {
            let child = types.typeOf[event.child]
            guard let parent = event.parent.map({ types.typeOf[$0] }) else {
                types.ribs[child].isRoot = true
                continue
            }
            if !attached[child] {
                attached[child] = true
                firstParent[child] = types.ribs[parent].id
            }
            add(Route(parent: types.ribs[parent].id, child: types.ribs[child].id, builder: types.ribs[child].builder))
        }
        return (routes, firstParent)
    }

    /// Each type's dependency edges, one per Dependency, from the parent it was first attached under.
    private static func dependencies(of trace: Trace, types: Types, firstParent: [String?]) -> [DependencyEdge] {
        var dependencies: [DependencyEdge] = []
        var edges = Set<String>()
        for edge in trace.dependencies {
            guard let consumer = trace.index(ofRIB: edge.child).map({ types.typeOf[$0] }) else { continue }
            var typed = edge
            typed.child = types.ribs[consumer].id
            typed.parent = firstParent[consumer]
            if let provider = edge.provider, trace.index(ofRIB: provider) != nil { typed.provider = types.id(provider) }
            guard edges.insert("\(typed.child)\u{0}\(typed.dependency)").inserted else { continue }
            dependencies.append(typed)
        }
        return dependencies
    }
}

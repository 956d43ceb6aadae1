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
        var typeOf: [Int] = []
        var ribs: [RIB] = []
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
        var routes: [Route] = []
        var seen = Set<TreeEdgeKey>()
        func add(_ route: Route) {
            guard seen.insert(TreeEdgeKey(parent: route.parent, child: route.child)).inserted
            else { return }
            routes.append(route)
        }
        func typeID(_ id: String) -> String { trace.index(ofRIB: id).map { ribs[typeOf[$0]].id } ?? id }
        for route in trace.routes {
            var typed = route
            typed.parent = typeID(route.parent)
            typed.child = typeID(route.child)
            add(typed)
        }
        var firstParent = [String?](repeating: nil, count: ribs.count)
        var attached = [Bool](repeating: false, count: ribs.count)
        for event in trace.events where event.kind == .attach {
            let child = typeOf[event.child]
            guard let parent = event.parent.map({ typeOf[$0] }) else {
                ribs[child].isRoot = true
                continue
            }
            if !attached[child] {
                attached[child] = true
                firstParent[child] = ribs[parent].id
            }
            add(Route(parent: ribs[parent].id, child: ribs[child].id, builder: ribs[child].builder))
        }
        var dependencies: [DependencyEdge] = []
        var edges = Set<String>()
        for edge in trace.dependencies {
            guard let consumer = trace.index(ofRIB: edge.child).map({ typeOf[$0] }) else { continue }
            var typed = edge
            typed.child = ribs[consumer].id
            typed.parent = firstParent[consumer]
            if let provider = edge.provider, trace.index(ofRIB: provider) != nil { typed.provider = typeID(provider) }
            guard edges.insert("\(typed.child)\u{0}\(typed.dependency)").inserted else { continue }
            dependencies.append(typed)
        }
        var adapters: [Adapter] = []
        for adapter in trace.adapters {
            var typed = adapter
            typed.parent = typeID(adapter.parent)
            typed.child = typeID(adapter.child)
            if !adapters.contains(typed) { adapters.append(typed) }
        }
        var listeners: [Listener] = []
        for listener in trace.listeners {
            var typed = listener
            typed.child = typeID(listener.child)
            if !listeners.contains(where: { $0.child == typed.child }) { listeners.append(typed) }
        }
        return Trace(
            app: trace.app, origin: .source, ribs: ribs, routes: routes, dependencies: dependencies,
            components: trace.components, adapters: adapters, listeners: listeners)
    }
}

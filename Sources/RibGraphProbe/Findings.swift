// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// What discovery found about routing and dependency injection, each record once, in discovery order.
struct Findings {
    private(set) var routes: [Route] = []
    private(set) var dependencies: [DependencyEdge] = []
    private(set) var components: [ComponentLink] = []
    private(set) var adapters: [Adapter] = []
    private(set) var listeners: [Listener] = []
    /// How many times a route's presentations changed: part of the trace's revision.
    private(set) var presentationChanges = 0
    private var keys: Set<String> = []

    mutating func add(_ route: Route) {
        if insert("r", route.parent, route.child, route.builder, route.adapter) { routes.append(route) }
    }

    mutating func add(_ edge: DependencyEdge) {
        if insert("d", edge.child, edge.dependency, edge.component, edge.provider) { dependencies.append(edge) }
    }

    /// Adds a link; a component keeps the first parent seen for it.
    mutating func add(_ link: ComponentLink) {
        if insert("c", link.component) { components.append(link) }
    }

    mutating func add(_ adapter: Adapter) {
        if insert("a", adapter.name, adapter.parent, adapter.child, adapter.component) { adapters.append(adapter) }
    }

    mutating func add(_ listener: Listener) {
        if insert("l", listener.child, listener.listener) { listeners.append(listener) }
    }

    /// Adds `way` to the presentations of the routes from `parent` to `child`, in `Presentation`'s order,
    /// each way once, as a scan lists them. `unknown` (with its reason) is kept only while no way is known:
    /// a known way seen later replaces it, and it is not added beside one.
    mutating func addPresentation(_ way: Presentation, reason: String?, parent: String, child: String) {
        for index in routes.indices where routes[index].parent == parent && routes[index].child == child {
            var ways = routes[index].presentations
            if ways.contains(way) || (way == .unknown && !ways.isEmpty) { continue }
            ways.removeAll { $0 == .unknown }
            ways.append(way)
            routes[index].presentations = Presentation.allCases.filter(ways.contains)
            routes[index].presentationReason = way == .unknown ? reason : nil
            presentationChanges += 1
        }
    }

    private mutating func insert(_ parts: String?...) -> Bool {
        keys.insert(parts.map { $0 ?? "\u{1}" }.joined(separator: "\u{0}")).inserted
    }
}

import RibTrace

/// Writes the scan's findings as a trace with `origin` `.source`: the graph's RIB types and routes, dependency
/// edges (one per route) with per-property provenance, the component chain, adapters and listeners.
struct TraceAssembler {
    let catalog: RIBCatalog
    let graph: ScanGraph
    let provenance: ProvenanceResolver

    /// The trace named `app`.
    func trace(app: String?) -> Trace {
        let ids = graph.ids
        var adapters: [Adapter] = []
        var listeners: [Listener] = []
        var listened: Set<String> = []
        for edge in graph.edges {
            let child = ids[edge.link.child], parent = ids[edge.parent]
            if let adapter = edge.link.adapter {
                let own: String? =
                    if case .component(let ref) = edge.link.satisfier,
                        !catalog.ribs.contains(where: { $0.component == ref })
                    { ref.name } else { nil }
                adapters.append(Adapter(name: adapter, parent: parent, child: child, component: own))
                if listened.insert("\(child)\u{0}\(adapter)").inserted {
                    listeners.append(Listener(child: child, listener: adapter))
                }
            } else if let interactor = catalog.ribs[edge.parent].interactor.map({ catalog.index.shownName(of: $0) }),
                listened.insert("\(child)\u{0}\(interactor)").inserted
            {
                listeners.append(Listener(child: child, listener: interactor))
            }
        }
        let dependencies = provenance.edges.map { edge in
            DependencyEdge(
                child: ids[edge.child], parent: edge.parent.map { ids[$0] }, dependency: edge.dependency,
                component: edge.component, provider: edge.provider,
                properties: edge.properties.map { property in
                    DependencyProperty(
                        name: property.name, type: property.type, providedBy: property.providedBy,
                        declaredIn: property.declaredIn.description,
                        providedIn: property.providedIn?.description, via: property.via)
                })
        }
        let components = provenance.componentLinks.map { ComponentLink(component: $0.component, parent: $0.parent) }
        return Trace(
            app: app, origin: .source, ribs: graph.ribs, routes: graph.routes, dependencies: dependencies,
            components: components, adapters: adapters, listeners: listeners)
    }
}

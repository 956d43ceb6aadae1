import RibTrace

/// Writes the scan's findings as a trace with `origin` `.source`: one RIB per node of the possible tree, an
/// attach event per node in preorder (no `time`), routes, dependency edges with per-property provenance,
/// the component chain, adapters and listeners.
struct TraceAssembler {
    let catalog: RIBCatalog
    let tree: PossibleTree
    let provenance: ProvenanceResolver

    /// The trace named `app`.
    func trace(app: String?) -> Trace {
        let index = catalog.index
        func typeName(_ id: Int?) -> String? { id.map { index.types[$0].name } }
        var ribs: [RIB] = []
        var routes: [Route] = []
        var events: [TraceEvent] = []
        var adapters: [Adapter] = []
        var listeners: [Listener] = []
        for (number, node) in tree.nodes.enumerated() {
            let definition = catalog.ribs[node.rib]
            ribs.append(RIB(id: node.id, name: definition.name, router: typeName(definition.router),
                            interactor: typeName(definition.interactor), view: definition.view,
                            isViewful: definition.isViewful, builder: typeName(definition.builder),
                            dependency: definition.dependency, component: definition.component?.name,
                            declaredIn: definition.declaredIn.description, isCycle: node.isCycle,
                            buildArguments: definition.buildArguments))
            events.append(TraceEvent(seq: number + 1, kind: .attach, parent: node.parent, child: number))
            guard let parent = node.parent, let link = node.link else { continue }
            let parentID = tree.nodes[parent].id
            routes.append(Route(parent: parentID, child: node.id, builder: link.builder, adapter: link.adapter))
            if let adapter = link.adapter {
                let own: String? = if case .component(let ref) = link.satisfier,
                                      !catalog.ribs.contains(where: { $0.component == ref }) { ref.name } else { nil }
                adapters.append(Adapter(name: adapter, parent: parentID, child: node.id, component: own))
                listeners.append(Listener(child: node.id, listener: adapter))
            } else if let interactor = typeName(catalog.ribs[tree.nodes[parent].rib].interactor) {
                listeners.append(Listener(child: node.id, listener: interactor))
            }
        }
        let dependencies = provenance.edges.map { edge in
            DependencyEdge(child: tree.nodes[edge.node].id, dependency: edge.dependency, component: edge.component,
                           provider: edge.provider, properties: edge.properties.map { property in
                               DependencyProperty(name: property.name, type: property.type, providedBy: property.providedBy,
                                                  declaredIn: property.declaredIn.description,
                                                  providedIn: property.providedIn?.description)
                           })
        }
        let components = provenance.componentLinks.map { ComponentLink(component: $0.component, parent: $0.parent) }
        return Trace(app: app, origin: .source, ribs: ribs, routes: routes, events: events, dependencies: dependencies,
                     components: components, adapters: adapters, listeners: listeners)
    }
}

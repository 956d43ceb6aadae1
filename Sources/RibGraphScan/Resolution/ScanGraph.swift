import RibTrace

/// The graph of the RIB types a scan found: one node per RIB type, named by its type (never by position),
/// and one route per (parent type, child type), where the parent's builder, router or adapter creates or
/// stores the child's builder. Its spanning tree (each RIB under the parent on its first shortest path from
/// a root) is the one path provenance is resolved along.
struct ScanGraph {
    /// One route: the parent RIB's index and how it reaches the child.
    struct Edge {
        var parent: Int
        var link: ChildLink
    }

    /// Each RIB's id: its name, `Module.Name` where two modules declare that name.
    let ids: [String]
    /// Every route once, by parent in catalog order, then in the order the parent declares its children.
    let edges: [Edge]
    /// The trace's RIBs and routes, in the order of ``ids`` and ``edges``.
    let ribs: [RIB]
    let routes: [Route]
    /// The spanning tree and reachability over the same indices.
    let tree: RibTree
    /// RIB types no launched RIB reaches (one warning each), or, when the app launches none, one warning saying so.
    let unattached: [ScanDiagnostic]

    init(catalog: RIBCatalog) {
        let definitions = catalog.ribs
        let modules = definitions.map { definition in
            (definition.builder ?? definition.component?.id).map { catalog.index.types[$0].module }
        }
        let ids = Self.ids(names: definitions.map(\.name), modules: modules, places: definitions.map(\.declaredIn))
        self.ids = ids
        var edges: [Edge] = []
        var seen: Set<[Int]> = []
        for (parent, definition) in definitions.enumerated() {
            for link in definition.children where seen.insert([parent, link.child]).inserted {
                edges.append(Edge(parent: parent, link: link))
            }
        }
        self.edges = edges
        let typeName = { (id: Int?) in id.map { catalog.index.types[$0].name } }
        let hasLaunch = definitions.contains(where: \.isLaunch)
        ribs = definitions.enumerated().map { number, definition in
            RIB(
                id: ids[number], name: definition.name, router: typeName(definition.router),
                interactor: typeName(definition.interactor), view: definition.view, isViewful: definition.isViewful,
                builder: typeName(definition.builder), dependency: definition.dependency,
                component: definition.component?.name, declaredIn: definition.declaredIn.description,
                module: modules[number], isRoot: hasLaunch && definition.isLaunch,
                buildArguments: definition.buildArguments)
        }
        routes = edges.map { edge in
            Route(
                parent: ids[edge.parent], child: ids[edge.link.child], builder: edge.link.builder,
                adapter: edge.link.adapter, via: edge.link.via, declaredIn: edge.link.place.description)
        }
        let tree = RibTree(routesOf: Trace(origin: .source, ribs: ribs, routes: routes))
        self.tree = tree
        let stranded = tree.isReachable.indices.filter { !tree.isReachable[$0] }.map { number in
            ScanDiagnostic(
                kind: .unattachedRIB, place: definitions[number].declaredIn,
                message: "\(ids[number]): "
                    + (hasLaunch
                        ? "no launched RIB reaches it (nothing attaches it, or only RIBs that are not reached)"
                        : "only RIBs of its own group attach it (a cycle nothing else enters)")
                    + "; kept in the trace apart from the tree")
        }
        unattached =
            (hasLaunch
                ? []
                : [
                    ScanDiagnostic(
                        kind: .unattachedRIB, place: nil,
                        message: "no RIB is launched (no "
                            + "LaunchRouter, no app delegate building one): the tree starts at the RIBs nothing attaches"
                    )
                ]) + stranded
    }

    /// Names, qualified by module where a name is declared in two modules, and by place where even that
    /// repeats (two of one name in one module do not compile together, but a scan may meet both).
    private static func ids(names: [String], modules: [String?], places: [SourceLocation]) -> [String] {
        var byName: [String: Int] = [:]
        for name in names { byName[name, default: 0] += 1 }
        let qualified = names.indices.map { number in
            byName[names[number]]! > 1
                ? modules[number].map { "\($0).\(names[number])" } ?? names[number] : names[number]
        }
        var byID: [String: Int] = [:]
        for id in qualified { byID[id, default: 0] += 1 }
        return qualified.indices.map { number in
            byID[qualified[number]]! > 1 ? "\(qualified[number]) (\(places[number]))" : qualified[number]
        }
    }
}

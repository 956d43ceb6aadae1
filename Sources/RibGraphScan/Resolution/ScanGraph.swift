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
    /// A warning naming the RIB types no launch root reaches, which stay in the trace as groups of their own.
    let diagnostics: [ScanDiagnostic]

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
            RIB(id: ids[number], name: definition.name, router: typeName(definition.router),
                interactor: typeName(definition.interactor), view: definition.view, isViewful: definition.isViewful,
                builder: typeName(definition.builder), dependency: definition.dependency,
                component: definition.component?.name, declaredIn: definition.declaredIn.description,
                module: modules[number], isRoot: hasLaunch && definition.isLaunch, buildArguments: definition.buildArguments)
        }
        routes = edges.map { edge in
            Route(parent: ids[edge.parent], child: ids[edge.link.child], builder: edge.link.builder,
                  adapter: edge.link.adapter, via: edge.link.via, declaredIn: edge.link.place.description)
        }
        tree = RibTree(routesOf: Trace(origin: .source, ribs: ribs, routes: routes))
        diagnostics = Self.islands(tree: tree, ids: ids, places: definitions.map(\.declaredIn), hasLaunch: hasLaunch)
    }

    /// RIBs no launch root reaches (with launch roots: also RIBs nothing attaches; without: groups that only
    /// attach each other) are easy to miss in a drawing: one warning names them, at the first one.
    private static func islands(tree: RibTree, ids: [String], places: [SourceLocation], hasLaunch: Bool) -> [ScanDiagnostic] {
        let stranded = ids.indices.filter { !tree.isReachable[$0] }
        guard let first = stranded.first else { return [] }
        let shown = stranded.prefix(10).map { ids[$0] }.joined(separator: ", ")
        let more = stranded.count > 10 ? " and \(stranded.count - 10) more" : ""
        let from = hasLaunch ? "no launch root reaches" : "are reached only from each other"
        let noun = stranded.count == 1 ? "RIB type" : "RIB types"
        return [ScanDiagnostic(place: places[first], message: "\(stranded.count) \(noun) \(from): \(shown)\(more); "
            + "they stay in the trace, each group under its first RIB")]
    }

    /// Names, qualified by module where a name is declared in two modules, and by place where even that
    /// repeats (two of one name in one module do not compile together, but a scan may meet both).
    private static func ids(names: [String], modules: [String?], places: [SourceLocation]) -> [String] {
        var byName: [String: Int] = [:]
        for name in names { byName[name, default: 0] += 1 }
        let qualified = names.indices.map { number in
            byName[names[number]]! > 1 ? modules[number].map { "\($0).\(names[number])" } ?? names[number] : names[number]
        }
        var byID: [String: Int] = [:]
        for id in qualified { byID[id, default: 0] += 1 }
        return qualified.indices.map { number in
            byID[qualified[number]]! > 1 ? "\(qualified[number]) (\(places[number]))" : qualified[number]
        }
    }
}

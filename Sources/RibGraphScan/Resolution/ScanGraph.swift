import RibTrace

/// The graph of the RIB types a scan found: one node per RIB type, named by its type (never by position),
/// and one route per (parent type, child type), where the parent's builder, router or adapter creates or
/// stores the child's builder. Its spanning tree (each RIB under the parent on its first shortest path from
/// a root) is the one path provenance is resolved along. Each route says how the parent shows the child
/// (``PresentationFinder``).
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
    let tree: RouteGraph
    /// RIB types no launched RIB reaches (one warning each), or, when the app launches none, one warning saying so.
    let unattached: [ScanDiagnostic]
    /// One warning per place where a builder's name leaves several RIB types, naming them.
    let ambiguous: [ScanDiagnostic]

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
        let typeName = { (id: Int?) in id.map(catalog.index.shownName) }
        let hasLaunch = definitions.contains(where: \.isLaunch)
        ribs = definitions.enumerated().map { number, definition in
            var rib = RIB(
                id: ids[number], name: definition.name, router: typeName(definition.router),
                interactor: typeName(definition.interactor), view: definition.view, isViewful: definition.isViewful,
                builder: typeName(definition.builder), dependency: definition.dependency,
                component: definition.component?.name, declaredIn: definition.declaredIn.description,
                module: modules[number], isRoot: hasLaunch && definition.isLaunch,
                buildArguments: definition.builds.first, container: definition.container)
            rib.buildOverloads = definition.builds.overloads.map { "(\($0.joined(separator: ", ")))" }
            rib.fingerprint = definition.contentHash.map { hash in
                let digits = String(hash, radix: 16)
                return String(repeating: "0", count: 16 - digits.count) + digits
            }
            return rib
        }
        let shown = PresentationFinder(catalog: catalog)
        let untaken = UntakenRouteFinder(catalog: catalog, shown: shown)
        let answers = ParentAnswerFinder(catalog: catalog)
        let sites = RouteSitesFinder(catalog: catalog)
        routes = edges.map { edge in
            let presentation = shown.presentation(parent: edge.parent, link: edge.link)
            let building = shown.buildingFunctions(parent: edge.parent, link: edge.link)
            let (held, detachedBy, calledFrom) = sites.sites(parent: edge.parent, building: building ?? [])
            let (answered, relayed) = answers.answers(parent: edge.parent, link: edge.link)
            return Route(
                parent: ids[edge.parent], child: ids[edge.link.child], builder: edge.link.builder,
                adapter: edge.link.adapter, via: edge.link.via, declaredIn: edge.link.place.description,
                isAmbiguous: edge.link.isAmbiguous, presentations: presentation.ways,
                presentationReason: presentation.reason,
                untaken: untaken.reason(parent: edge.parent, link: edge.link, building: building),
                attachedBy: (building ?? []).map(RouteSitesFinder.routeFunction),
                answeredByParent: answered, relayedByParent: relayed, heldIn: held,
                detachedBy: detachedBy, calledFrom: calledFrom)
        }
        ambiguous = Self.ambiguities(edges, ids: ids, definitions: definitions)
        let tree = RouteGraph(routesOf: Trace(origin: .source, ribs: ribs, routes: routes))
        self.tree = tree
        unattached = Self.unattached(tree, ids: ids, definitions: definitions, hasLaunch: hasLaunch)
    }

    /// One warning per place whose builder's name leaves several RIB types (``ChildLink/isAmbiguous``), naming
    /// them, in the order of `edges`.
    private static func ambiguities(_ edges: [Edge], ids: [String], definitions: [RIBDefinition]) -> [ScanDiagnostic] {
        var ambiguous: [ScanDiagnostic] = []
        var byPlace: [String: [Edge]] = [:]
        for edge in edges where edge.link.isAmbiguous {
            byPlace["\(edge.parent)\u{0}\(edge.link.place)\u{0}\(definitions[edge.link.child].name)", default: []]
                .append(edge)
        }
        for edge in edges where edge.link.isAmbiguous {
            let key = "\(edge.parent)\u{0}\(edge.link.place)\u{0}\(definitions[edge.link.child].name)"
            guard let group = byPlace.removeValue(forKey: key) else { continue }
            ambiguous.append(
                ScanDiagnostic(
                    kind: .ambiguousRoute, place: edge.link.place,
                    message: "\(ids[edge.parent]) attaches a \(definitions[edge.link.child].name), which may be "
                        + group.map { ids[$0.link.child] }.joined(separator: " or ")
                        + ": neither the file's module, its imports nor its target's dependencies tell them apart; "
                        + "each route is marked ambiguous"))
        }
        return ambiguous
    }

    /// One warning per RIB type `tree` does not reach, after one saying that no RIB is launched when none is.
    private static func unattached(
        _ tree: RouteGraph, ids: [String], definitions: [RIBDefinition], hasLaunch: Bool
    ) -> [ScanDiagnostic] {
        let stranded = tree.isReachable.indices.filter { !tree.isReachable[$0] }.map { number in
            ScanDiagnostic(
                kind: .unattachedRIB, place: definitions[number].declaredIn,
                message: "\(ids[number]): "
                    + (hasLaunch
                        ? "no launched RIB reaches it (nothing attaches it, or only RIBs that are not reached)"
                        : "only RIBs of its own group attach it (a cycle nothing else enters)")
                    + "; kept in the trace apart from the tree")
        }
        guard !hasLaunch else { return stranded }
        return [
            ScanDiagnostic(
                kind: .noLaunchedRIB, place: nil,
                message: "no RIB is launched (no "
                    + "LaunchRouter, no app delegate building one): the tree starts at the RIBs nothing attaches")
        ] + stranded
    }

    /// Names, qualified by module where a name is declared in two modules: never a path or a line, so that an
    /// edit elsewhere in a file leaves every id alone. Two of one name in one module (which do not compile
    /// together, but a scan may meet both, a stale copy beside the real one) keep `Module.Name` for the first
    /// by place and add the name of the folder holding each other one, `Module.Name@Folder`, then of the folders
    /// above it, until the ids differ.
    private static func ids(names: [String], modules: [String?], places: [SourceLocation]) -> [String] {
        var byName: [String: Int] = [:]
        for name in names { byName[name, default: 0] += 1 }
        let qualified = names.indices.map { number in
            byName[names[number]]! > 1
                ? modules[number].map { "\($0).\(names[number])" } ?? names[number] : names[number]
        }
        var byID: [String: [Int]] = [:]
        for (number, id) in qualified.enumerated() { byID[id, default: []].append(number) }
        var ids = qualified
        for numbers in byID.values where numbers.count > 1 {
            let ordered = numbers.sorted { (places[$0].path, places[$0].line) < (places[$1].path, places[$1].line) }
            let folders = ordered.map { number in
                places[number].path.split(separator: "/").dropLast().reversed().map(String.init)
            }
            for (rank, number) in ordered.enumerated().dropFirst() {
                // The fewest folders, innermost first, that no other copy's folders repeat; two copies in one
                // folder (one file declaring both) are told apart by their order, the only thing left.
                let own = folders[rank]
                let depth = (1..<(own.count + 1)).first { depth in
                    folders.indices.allSatisfy { other in
                        other == rank || Array(folders[other].prefix(depth)) != Array(own.prefix(depth))
                    }
                }
                let suffix = depth.map { own.prefix($0).reversed().joined(separator: ".") } ?? String(rank + 1)
                ids[number] = "\(qualified[number])@\(suffix)"
            }
        }
        return ids
    }
}

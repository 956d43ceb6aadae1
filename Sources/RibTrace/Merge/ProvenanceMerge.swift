extension Trace {
    /// This live trace with what a scan of the app's sources knows added: per-property provenance on its
    /// dependency edges, and the declarations, edges, routes and component links the recording could not
    /// see. For `ribgraph snapshot LIVE --source DIR`: the live tree, with provenance.
    ///
    /// Live RIBs are matched to scanned ones by builder type, router type or id without `#n`
    /// (``ScannedRIBMatch``). Then:
    /// - each live dependency edge gets, from the scanned edge with the same Dependency protocol for the
    ///   matching consumer (the one whose `parent` is the live parent's scanned RIB preferred, then the same
    ///   satisfying component), the properties it lacks and the `type`, `providedBy`, `declaredIn`,
    ///   `providedIn` and `via` its properties lack;
    /// - scanned edges and routes between matched RIBs that the live trace lacks are added (a provider the
    ///   live trace does not know is left out), and so are component links for components it does not link;
    /// - live routes without a presentation get the scanned route's (how the parent's code shows the child);
    /// - live RIBs get the `builder`, `dependency`, `component`, `declaredIn` and `buildArguments` they lack.
    ///
    /// The RIBs, events, adapters, listeners, `app`, `origin`, `droppedEvents` and `leaks` stay exactly as recorded:
    /// nothing the app did not do is invented. Values the live trace has are never replaced.
    public func mergingProvenance(from scanned: Trace) -> Trace {
        let match = ScannedRIBMatch(live: self, scanned: scanned)
        var ribs = self.ribs
        for (index, scannedIndex) in match.scannedOfLive.enumerated() {
            guard let scannedIndex else { continue }
            let source = scanned.ribs[scannedIndex]
            ribs[index].builder = ribs[index].builder ?? source.builder
            ribs[index].dependency = ribs[index].dependency ?? source.dependency
            ribs[index].component = ribs[index].component ?? source.component
            ribs[index].declaredIn = ribs[index].declaredIn ?? source.declaredIn
            if ribs[index].buildArguments.isEmpty { ribs[index].buildArguments = source.buildArguments }
        }
        var merged = Trace(
            app: app, origin: origin, ribs: ribs, routes: [], events: events,
            dependencies: [], components: components, adapters: adapters, listeners: listeners,
            droppedEvents: droppedEvents, leaks: leaks)
        merged.dependencies = mergedDependencies(from: scanned, match: match)
        merged.routes = mergedRoutes(from: scanned, match: match)
        let linked = Set(components.map(\.component))
        merged.components += scanned.components.filter { !linked.contains($0.component) }
        return merged
    }

    /// The live edges with their properties filled, then the scanned edges of matched consumers that no
    /// live edge has (same child and Dependency protocol).
    private func mergedDependencies(from scanned: Trace, match: ScannedRIBMatch) -> [DependencyEdge] {
        var scannedEdges: [Int: [DependencyEdge]] = [:]
        for edge in scanned.dependencies {
            if let child = scanned.index(ofRIB: edge.child) { scannedEdges[child, default: []].append(edge) }
        }
        // The scanned edge of the route the live RIB was attached through: its `parent` is the scanned RIB
        // chosen for the live parent.
        func parentID(ofLive child: Int) -> String? {
            match.liveParents[child].flatMap { match.scannedOfLive[$0] }.map { scanned.ribs[$0].id }
        }
        func counterpart(of edge: DependencyEdge) -> DependencyEdge? {
            guard let child = index(ofRIB: edge.child) else { return nil }
            let found = match.candidates[child].flatMap { scannedEdges[$0] ?? [] }.filter {
                $0.dependency == edge.dependency
            }
            let parent = parentID(ofLive: child)
            return found.first { parent != nil && $0.parent == parent && $0.component == edge.component }
                ?? found.first { parent != nil && $0.parent == parent }
                ?? found.first { $0.component == edge.component } ?? found.first
        }
        var result = dependencies.map { edge in
            var filled = edge
            if let source = counterpart(of: edge) {
                filled.properties = Self.filling(edge.properties, from: source.properties)
            }
            return filled
        }
        var present = Set(result.map { DependencyEdgeKey(consumer: $0.child, dependency: $0.dependency) })
        for (child, scannedIndex) in match.scannedOfLive.enumerated() {
            guard let scannedIndex else { continue }
            let parent = parentID(ofLive: child)
            let edges = scannedEdges[scannedIndex] ?? []
            for edge in edges.filter({ $0.parent == parent }) + edges.filter({ $0.parent != parent })
            where present.insert(DependencyEdgeKey(consumer: ribs[child].id, dependency: edge.dependency)).inserted {
                result.append(
                    DependencyEdge(
                        child: ribs[child].id, dependency: edge.dependency, component: edge.component,
                        provider: edge.provider.flatMap { liveProvider($0, in: scanned, match: match) },
                        properties: edge.properties))
            }
        }
        return result
    }

    /// `properties` with what `source` knows filled in, by name, and `source`'s other properties after them.
    private static func filling(_ properties: [DependencyProperty], from source: [DependencyProperty])
        -> [DependencyProperty]
    {
        var byName: [String: DependencyProperty] = [:]
        for property in source where byName[property.name] == nil { byName[property.name] = property }
        var result = properties.map { property -> DependencyProperty in
            guard let known = byName[property.name] else { return property }
            var filled = property
            filled.type = property.type ?? known.type
            filled.providedBy = property.providedBy ?? known.providedBy
            filled.declaredIn = property.declaredIn ?? known.declaredIn
            filled.providedIn = property.providedIn ?? known.providedIn
            if filled.via.isEmpty { filled.via = known.via }
            return filled
        }
        let named = Set(properties.map(\.name))
        result += source.filter { !named.contains($0.name) }
        return result
    }

    /// A scanned edge's provider in live terms: the live RIB matched to that scanned RIB, or an adapter the
    /// live trace knows by that name; nil otherwise (the edge is then drawn from its component's RIB).
    private func liveProvider(_ provider: String, in scanned: Trace, match: ScannedRIBMatch) -> String? {
        if let scannedIndex = scanned.index(ofRIB: provider) {
            return match.liveOfScanned[scannedIndex].map { ribs[$0].id }
        }
        return adapters.contains { $0.name == provider } ? provider : nil
    }

    /// The live routes, each without a presentation given the scanned route's, then the scanned routes between
    /// two matched RIBs that the live trace does not hold (same parent and child).
    private func mergedRoutes(from scanned: Trace, match: ScannedRIBMatch) -> [Route] {
        var scannedRoutes: [TreeEdgeKey: Route] = [:]
        var order: [TreeEdgeKey] = []
        for route in scanned.routes {
            guard let parent = scanned.index(ofRIB: route.parent).flatMap({ match.liveOfScanned[$0] }),
                let child = scanned.index(ofRIB: route.child).flatMap({ match.liveOfScanned[$0] })
            else { continue }
            let key = TreeEdgeKey(parent: ribs[parent].id, child: ribs[child].id)
            if scannedRoutes[key] == nil {
                scannedRoutes[key] = route
                order.append(key)
            }
        }
        var merged = routes.map { route in
            var filled = route
            if route.presentations.isEmpty,
                let source = scannedRoutes[TreeEdgeKey(parent: route.parent, child: route.child)]
            {
                filled.presentations = source.presentations
                filled.presentationReason = route.presentationReason ?? source.presentationReason
            }
            return filled
        }
        var present = Set(routes.map { TreeEdgeKey(parent: $0.parent, child: $0.child) })
        for key in order where present.insert(key).inserted {
            guard let route = scannedRoutes[key] else { continue }
            merged.append(
                Route(
                    parent: key.parent, child: key.child, builder: route.builder, adapter: route.adapter,
                    presentations: route.presentations, presentationReason: route.presentationReason))
        }
        return merged
    }
}

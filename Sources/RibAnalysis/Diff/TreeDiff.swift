import RibTrace

/// What changed between two RIB trees (BASE and HEAD), RIBs matched by id: RIBs added, removed, moved
/// to another parent, turned viewful or viewless, Dependency edges whose provider changed, appeared or
/// went, and their properties added, removed, provided elsewhere or tunnelled further or less far (for
/// RIBs attached in both). Only attached RIBs count. ``RIBChangeFinder``, ``DependencyChangeFinder`` and
/// ``PropertyChangeFinder`` do the work, one concern each.
///
/// Two scans of the sources are two graphs of RIB types (``graphs``): then ``GraphChangeFinder`` and
/// ``GraphDependencyChangeFinder`` list each change once per RIB type, route or property, whatever the
/// number of parents, with routes added and removed as changes of their own.
public struct TreeDiff: Sendable, Equatable {
    /// What kind of change.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case added
        case removed
        /// In a graph: a RIB type that HEAD declares under another name (same parents, children, Dependency).
        case renamed
        case moved
        /// In a graph: the arguments a RIB type's `build` takes changed (its callers change with it).
        case buildChanged = "build changed"
        /// In a graph: a route from a parent to a child (either may be new).
        case routeAdded = "route added"
        /// In a graph: a route that is gone.
        case routeRemoved = "route removed"
        case viewChanged = "view changed"
        /// In a graph: a route in both whose parent shows the child another way ("Settings under Root: present
        /// → push"); only where both scans say how.
        case presentationChanged = "presentation changed"
        case providerChanged = "provider changed"
        case dependencyAdded = "dependency added"
        case dependencyRemoved = "dependency removed"
        case propertyAdded = "property added"
        case propertyRemoved = "property removed"
        /// In a graph: a property of a RIB type's Dependency that no component provides under a parent, where BASE
        /// had a provider there or no such route, Dependency or property: HEAD does not compile.
        case propertyWithoutProvider = "property without provider"
        case propertyProviderMoved = "property provider moved"
        case tunnelLonger = "tunnel longer"
        case tunnelShorter = "tunnel shorter"

        /// Whether the change is about a RIB's Dependency edges or their properties.
        var isDependencyChange: Bool {
            switch self {
            case .added, .removed, .renamed, .moved, .buildChanged, .routeAdded, .routeRemoved, .viewChanged,
                .presentationChanged:
                false
            default: true
            }
        }

        /// The kind counted `n` times, for summaries: "1 property added", "2 tunnels longer".
        func counted(_ n: Int) -> String {
            guard n != 1 else { return "1 \(rawValue)" }
            let plural =
                switch self {
                case .providerChanged: "providers changed"
                case .dependencyAdded: "dependencies added"
                case .dependencyRemoved: "dependencies removed"
                case .propertyAdded: "properties added"
                case .propertyRemoved: "properties removed"
                case .propertyWithoutProvider: "properties without provider"
                case .propertyProviderMoved: "property providers moved"
                case .tunnelLonger: "tunnels longer"
                case .tunnelShorter: "tunnels shorter"
                case .routeAdded: "routes added"
                case .routeRemoved: "routes removed"
                case .presentationChanged: "presentations changed"
                case .added, .removed, .renamed, .moved, .buildChanged, .viewChanged: rawValue
                }
            return "\(n) \(plural)"
        }
    }

    /// One change to one RIB.
    public struct Change: Sendable, Equatable {
        public var kind: Kind
        /// The RIB's id.
        public var rib: String
        /// The RIB's display name.
        public var name: String
        /// What changed, e.g. `LoggedIn → Root` for a move.
        public var detail: String
        /// The Dependency protocol, for dependency changes.
        public var dependency: String?
        /// The property, for changes to one property of a Dependency (added, removed, provider, tunnel).
        public var property: String?
        /// In a graph: the parent of a route added, or a move's new parent.
        public var parent: String?
        /// In a graph: the parent of a route removed, or a move's old parent.
        public var formerParent: String?
        /// In a graph: a renamed RIB type's id in BASE.
        public var formerRIB: String?

        /// Creates a change.
        public init(
            kind: Kind, rib: String, name: String, detail: String, dependency: String? = nil,
            property: String? = nil
        ) {
            self.kind = kind
            self.rib = rib
            self.name = name
            self.detail = detail
            self.dependency = dependency
            self.property = property
        }
    }

    /// Every change, grouped by kind (in ``Kind`` order), each group in tree order; in a graph, the property
    /// providers a move changed follow that move.
    public var changes: [Change]
    /// The two graphs of RIB types compared, when both sides are scans of the sources: then changes are per RIB
    /// type and route. Nil when either side is a recording's tree.
    public var graphs: ComparedGraphs?
    /// The words for the two sides: a graph's when both are graphs, else a tree's.
    package var wording: TraceWording

    /// Compares `baseTree` (a replay of `base`) with `headTree` (a replay of `head`), RIBs matched by id.
    public init(base: Trace, baseTree: any RibTree, head: Trace, headTree: any RibTree) {
        self.init(base: base, baseTree: baseTree, head: head, headTree: headTree, renames: [])
    }

    /// The same, for two graphs whose `base` already carries HEAD's ids (``RIBMatching/aligned``): `renames`
    /// are the RIB types the matching renamed, one row each.
    init(base: Trace, baseTree: any RibTree, head: Trace, headTree: any RibTree, renames: [RIBMatching.Rename]) {
        let graphs = ComparedGraphs(base: baseTree, head: headTree)
        self.graphs = graphs
        if let graphs {
            wording = RouteGraph.wording
            let renamed = renames.map { rename in
                var change = Change(
                    kind: .renamed, rib: rename.to.id, name: rename.to.name,
                    detail: "renamed \(rename.from.name) → \(rename.to.name)")
                change.formerRIB = rename.from.id
                return change
            }
            let graph = GraphChangeFinder(base: base, baseTree: graphs.base, head: head, headTree: graphs.head)
                .changes()
            let dependencies = GraphDependencyChangeFinder(
                base: base, baseTree: graphs.base, head: head, headTree: graphs.head
            )
            .changes()
            let grouped = Kind.allCases.flatMap { kind in
                (renamed + graph + dependencies.regular).filter { $0.kind == kind }
            }
            changes = grouped.flatMap { change in
                [change]
                    + (change.kind == .moved
                        ? dependencies.underMoves.filter {
                            $0.rib == change.rib && $0.parent == change.parent && $0.formerParent == change.formerParent
                        } : [])
            }
            return
        }
        wording = RecordedTree.wording
        let all =
            RIBChangeFinder(base: base, baseTree: baseTree, head: head, headTree: headTree).changes()
            + DependencyChangeFinder(base: base, baseTree: baseTree, head: head, headTree: headTree).changes()
            + PropertyChangeFinder(base: base, baseTree: baseTree, head: head, headTree: headTree).changes()
        changes = Kind.allCases.flatMap { kind in all.filter { $0.kind == kind } }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// The ids of the RIBs with a change of `kind`.
    public func ribs(_ kind: Kind) -> Set<String> { Set(changes.filter { $0.kind == kind }.map(\.rib)) }

    /// RIBs attached in HEAD only.
    public var added: Set<String> { ribs(.added) }
    /// RIBs attached in BASE only.
    public var removed: Set<String> { ribs(.removed) }
    /// RIBs attached in both under different parents.
    public var moved: Set<String> { ribs(.moved) }
    /// RIBs attached in both with another change (view, dependencies, in a graph a route) and not moved.
    public var changed: Set<String> {
        Set(changes.filter { $0.kind != .added && $0.kind != .removed && $0.kind != .moved }.map(\.rib))
            .subtracting(moved).subtracting(added).subtracting(removed)
    }

    /// How many changes are of `kind`.
    public func count(_ kind: Kind) -> Int { changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    /// The dependency changes counted by kind, in ``Kind`` order, kinds that occur only: "1 property added,
    /// 2 tunnels longer"; empty when no Dependency changed. With `rib`, only that RIB's changes.
    func dependencySummary(of rib: String? = nil) -> String {
        let relevant = changes.filter { $0.kind.isDependencyChange && (rib == nil || $0.rib == rib) }
        return Kind.allCases.compactMap { kind in
            let n = relevant.filter { $0.kind == kind }.count
            return n == 0 ? nil : kind.counted(n)
        }.joined(separator: ", ")
    }

    /// The counts a title shows: `+added −removed ~modified`, where modified counts the RIBs attached in
    /// both that moved or changed otherwise (each RIB once). In a graph, RIB types and routes apart:
    /// `+1 −0 RIB types, +2 −0 routes, 0 moved, ~1`.
    public var summary: String {
        guard graphs != nil else { return "+\(added.count) −\(removed.count) ~\(moved.count + changed.count)" }
        return "+\(added.count) −\(removed.count) RIB types, +\(count(.routeAdded)) −\(count(.routeRemoved)) routes, "
            + "\(count(.moved)) moved, ~\(changed.count)"
    }
}

/// Finds RIBs added, removed, moved and turned viewful or viewless.
struct RIBChangeFinder {
    let base: Trace, baseTree: any RibTree, head: Trace, headTree: any RibTree

    func changes() -> [TreeDiff.Change] {
        var found: [TreeDiff.Change] = []
        for index in headTree.preorder {
            let rib = head.ribs[index]
            let newParent = headTree.parent[index].map { head.ribs[$0] }
            guard let old = base.index(ofRIB: rib.id), baseTree.isAttached[old] else {
                found.append(.init(kind: .added, rib: rib.id, name: rib.name, detail: Self.place(newParent)))
                continue
            }
            let oldParent = baseTree.parent[old].map { base.ribs[$0] }
            if oldParent?.id != newParent?.id {
                found.append(
                    .init(
                        kind: .moved, rib: rib.id, name: rib.name,
                        detail: "\(oldParent?.name ?? "(root)") → \(newParent?.name ?? "(root)")"))
            }
            if base.ribs[old].isViewful != rib.isViewful {
                found.append(
                    .init(
                        kind: .viewChanged, rib: rib.id, name: rib.name,
                        detail: rib.isViewful ? "viewless → viewful" : "viewful → viewless"))
            }
        }
        for index in baseTree.preorder {
            let rib = base.ribs[index]
            if let new = head.index(ofRIB: rib.id), headTree.isAttached[new] { continue }
            let parent = baseTree.parent[index].map { base.ribs[$0] }
            found.append(.init(kind: .removed, rib: rib.id, name: rib.name, detail: "was " + Self.place(parent)))
        }
        return found
    }

    static func place(_ parent: RIB?) -> String { parent.map { "under \($0.name)" } ?? "as a root" }
}

/// Finds Dependency edges whose provider changed, and edges added or removed, for RIBs attached in both
/// trees (an added or removed RIB's edges come and go with it). An edge is keyed by its child and
/// Dependency protocol; its provider is the satisfying component and, when named, the providing RIB.
struct DependencyChangeFinder {
    let base: Trace, baseTree: any RibTree, head: Trace, headTree: any RibTree

    func changes() -> [TreeDiff.Change] {
        let old = edges(base, baseTree), new = edges(head, headTree)
        var found: [TreeDiff.Change] = []
        for index in headTree.preorder {
            let rib = head.ribs[index]
            guard let oldIndex = base.index(ofRIB: rib.id), baseTree.isAttached[oldIndex] else { continue }
            let before = old[rib.id] ?? [], after = new[rib.id] ?? []
            for edge in after {
                if let previous = before.first(where: { $0.dependency == edge.dependency }) {
                    let was = Self.provider(previous, in: base), now = Self.provider(edge, in: head)
                    if was != now {
                        found.append(
                            .init(
                                kind: .providerChanged, rib: rib.id, name: rib.name,
                                detail: "\(edge.dependency): \(was) → \(now)",
                                dependency: edge.dependency))
                    }
                } else {
                    found.append(
                        .init(
                            kind: .dependencyAdded, rib: rib.id, name: rib.name,
                            detail: "\(edge.dependency) from \(Self.provider(edge, in: head))",
                            dependency: edge.dependency))
                }
            }
            for edge in before where !after.contains(where: { $0.dependency == edge.dependency }) {
                found.append(
                    .init(
                        kind: .dependencyRemoved, rib: rib.id, name: rib.name,
                        detail: "\(edge.dependency) from \(Self.provider(edge, in: base))", dependency: edge.dependency)
                )
            }
        }
        return found
    }

    /// The attached RIBs' dependency edges, by child id, in trace order.
    private func edges(_ trace: Trace, _ tree: any RibTree) -> [String: [DependencyEdge]] {
        var byChild: [String: [DependencyEdge]] = [:]
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child), tree.isAttached[child] else { continue }
            byChild[edge.child, default: []].append(edge)
        }
        return byChild
    }

    /// `RootComponent`, or `RootComponent (Adapter)` when the edge names a provider other than the RIB
    /// owning that component: a scan names the parent RIB on every edge, a recording leaves it out when it
    /// is that RIB, and the two must compare equal.
    static func provider(_ edge: DependencyEdge, in trace: Trace) -> String {
        guard let named = edge.provider, named != edge.component, trace.rib(named)?.component != edge.component else {
            return edge.component
        }
        return "\(edge.component) (\(named))"
    }
}

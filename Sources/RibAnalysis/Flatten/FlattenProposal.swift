import RibTrace

/// `ribgraph flatten`: the flattening article's advice applied to one app. Finds the three patterns
/// (``FlattenKind``) in the graph of RIB types, and proposes a flattened graph that keeps every RIB type, every
/// reachable RIB reachable, every Dependency property provided, and adds no cycle and no depth.
public struct FlattenProposal: Sendable {
    /// The input as a graph of RIB types (a recording made into one: see ``TypeGraph``).
    public let input: Trace
    /// The proposed graph: a source trace, its new RIB types marked `RIB.proposed`, its moved routes
    /// `Route.movedFrom`. A proposed RIB's `module` is its first head's, or where its skeleton goes once the
    /// app's files were read (``placed(inModules:)``).
    public private(set) var proposal: Trace
    /// The changes made, push chains first, then reused RIBs, then nested flows, each in the spanning tree's
    /// preorder; then those found again among the screens of changes left out.
    package let changes: [FlattenChange]
    /// Changes found and left out, with the invariant each would break.
    package let dropped: [DroppedChange]
    /// The figures before and after.
    package let before: FlattenMeasures
    package let after: FlattenMeasures
    /// Properties that had a provider before and have none in the proposal (empty unless something is wrong).
    package let lostProviders: [String]

    /// This proposal with each proposed RIB named in `modules` (by id) placed in that module: where its skeleton
    /// goes (``SwiftSkeleton/modules``), the module whose internal types it uses, which the app's files tell.
    package func placed(inModules modules: [String: String]) -> FlattenProposal {
        let ribs = proposal.ribs.map { rib in
            var rib = rib
            rib.module = modules[rib.id] ?? rib.module
            return rib
        }
        let trace = proposal
        var placed = self
        placed.proposal = Trace(
            app: trace.app, origin: trace.origin, ribs: ribs, routes: trace.routes, events: trace.events,
            dependencies: trace.dependencies, components: trace.components, adapters: trace.adapters,
            listeners: trace.listeners, droppedEvents: trace.droppedEvents, leaks: trace.leaks)
        return placed
    }

    /// Proposes a flattened graph for `trace` (a scan or a recording). Throws
    /// `SnapshotError.unknownFocus(_:suggestion:)` when `options.focus` names no RIB.
    public init(trace: Trace, options: FlattenOptions = FlattenOptions()) throws {
        let input = TypeGraph.of(trace)
        let graph = FlattenGraph(input)
        let scope = try Self.scope(of: options.focus, in: graph)
        var claims = Claims(count: input.ribs.count)
        var tried = Set<Int>()
        var candidates = Self.candidates(in: graph, claims: &claims, options: options, scope: scope, tried: tried)
        let invariants = FlattenInvariants(input)
        var current = input
        var taken = Set(input.ribs.map(\.id) + input.ribs.compactMap(\.builder))
        var changes: [FlattenChange] = []
        var dropped: [DroppedChange] = []
        while !candidates.isEmpty {
            var released: [Int] = []
            for candidate in candidates {
                tried.insert(candidate.head)
                if let reason = candidate.blocked {
                    dropped.append(
                        DroppedChange(kind: candidate.kind, head: input.ribs[candidate.head].id, reason: reason))
                    continue
                }
                let proposed =
                    candidate.joins.flatMap { current.rib(input.ribs[$0].id) }
                    ?? ProposedNames.rib(
                        replacing: candidate.heads.map { input.ribs[$0] }, role: candidate.role, taken: taken)
                let attempt = ChangeAttempt(candidate: candidate, proposed: proposed, invariants: invariants)
                switch attempt.apply(to: current, input: input) {
                case .success(let made):
                    taken.formUnion([proposed.id, proposed.builder ?? proposed.id])
                    changes.append(made.change)
                    current = made.trace
                case .failure(let left):
                    dropped.append(left)
                    released += candidate.members.filter { $0 != candidate.head }
                }
            }
            // A flow left out may hold one that is not (Menual's DiaryHome, whose wrapper would deepen the tree,
            // holds ProfileHome's flow): its screens but its head are free again for a second look.
            guard !released.isEmpty else { break }
            claims.release(released)
            candidates = Self.candidates(in: graph, claims: &claims, options: options, scope: scope, tried: tried)
        }
        self.input = input
        proposal = current
        self.changes = changes
        self.dropped = dropped
        before = FlattenMeasures(input)
        after = changes.isEmpty ? before : FlattenMeasures(current)
        lostProviders = FlattenInvariants.lostProviders(before: input, proposal: current)
    }

    /// What the patterns find in `graph` among the RIBs `claims` leaves free, in `scope`, with a head not `tried`
    /// already; each takes its members in `claims`.
    private static func candidates(
        in graph: FlattenGraph, claims: inout Claims, options: FlattenOptions, scope: Set<Int>?, tried: Set<Int>
    ) -> [FlattenCandidate] {
        let patterns: [(FlattenKind, (FlattenGraph, inout Claims) -> [FlattenCandidate])] = [
            (.pushChain, PushChainPattern.find), (.reused, ReusedRouterPattern.find),
            (.nested, NestedDecisionPattern.find),
        ]
        var found: [FlattenCandidate] = []
        for (kind, find) in patterns where !options.skipped.contains(kind) {
            found += find(graph, &claims).filter { candidate in
                !tried.contains(candidate.head) && (scope.map { $0.contains(candidate.head) } ?? true)
            }
        }
        return found
    }

    /// Whether flatten proposes anything (what `--check` fails on).
    public var isEmpty: Bool { changes.isEmpty }

    /// The RIBs `focus` reaches (itself included), or nil for the whole graph.
    private static func scope(of focus: String?, in graph: FlattenGraph) throws -> Set<Int>? {
        guard let focus else { return nil }
        let trace = graph.trace
        guard let rib = trace.index(ofRIB: focus) ?? trace.ribs.firstIndex(where: { $0.name == focus }) else {
            throw SnapshotError.unknownFocus(
                focus, suggestion: NameSuggestion.nearest(to: focus, among: trace.ribs.map(\.id)))
        }
        return Set(graph.tree.subtree(of: rib))
    }
}

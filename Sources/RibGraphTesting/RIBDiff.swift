import RibAnalysis
import RibTrace

/// What changed from a base scan to this one, as `ribgraph diff` reports it for two scans: RIB types added,
/// removed, renamed or moved, routes added and removed, and what changed in each Dependency (a property's
/// provider, a tunnel grown longer). Rules such as "this change adds no route into Onboarding" read it.
public struct RIBDiff: Sendable {
    /// Every change, grouped by kind, as `ribgraph diff --format json` lists them.
    public let changes: [Change]

    /// One change: its kind, the RIB type's id and name, and what changed.
    public typealias Change = TreeDiff.Change
    /// What kind of change (`.added`, `.routeAdded`, `.tunnelLonger`, …).
    public typealias Kind = TreeDiff.Kind

    init(base: Trace, head: Trace) throws {
        let sides = [(base, "base"), (head, "head")].map { TraceSide(trace: LoadedTrace($0, source: $1)) }
        changes = try Diff(base: sides[0], head: sides[1]).diff.changes
    }

    /// The changes of one kind.
    public func changes(_ kind: Kind) -> [Change] { changes.filter { $0.kind == kind } }
    /// The ids of the RIB types added.
    public var addedRIBs: [String] { changes(.added).map(\.rib) }
    /// The ids of the RIB types removed.
    public var removedRIBs: [String] { changes(.removed).map(\.rib) }
    /// The routes added, as (parent id, child id).
    public var addedRoutes: [(parent: String, child: String)] {
        changes(.routeAdded).compactMap { change in change.parent.map { ($0, change.rib) } }
    }
    /// Whether nothing changed.
    public var isEmpty: Bool { changes.isEmpty }
}

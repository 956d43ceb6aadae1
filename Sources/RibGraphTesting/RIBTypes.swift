import RibTrace

/// RIB types of the scanned app, in the scan's order, with filters that read like the domain:
/// `app.ribs.viewless`, `.reused`, `.inModule("Payments")`, `.under("Onboarding")`. Each filter is another
/// `RIBTypes`, so they chain; `expect(_:_:)` holds every RIB left to a rule.
public struct RIBTypes: RandomAccessCollection, Sendable, CustomStringConvertible {
    let app: ScannedApp
    let members: [Int]

    /// The first position.
    public var startIndex: Int { members.startIndex }
    /// The position after the last.
    public var endIndex: Int { members.endIndex }
    /// The RIB type at `position`.
    public subscript(position: Int) -> RIBType { RIBType(app: app, index: members[position]) }

    /// The viewless RIB types: those without a view controller, which only route.
    public var viewless: RIBTypes { matching(\.isViewless) }
    /// The RIB types with a view controller.
    public var viewful: RIBTypes { matching { !$0.isViewless } }
    /// The RIB types two or more parents attach.
    public var reused: RIBTypes { matching(\.isReused) }
    /// The RIB types that attach nothing.
    public var leaves: RIBTypes { matching(\.isLeaf) }
    /// The RIB types the app launches.
    public var roots: RIBTypes { matching(\.isRoot) }

    /// The RIB types declared in `module` (a target's name).
    public func inModule(_ module: String) -> RIBTypes { matching { $0.module == module } }

    /// The RIB types named (or with the id) `name`, and everything they can attach, directly or not: all that is
    /// under them. A name no RIB type has leaves nothing, and is recorded as a failure at the caller, since a
    /// rule over nothing would pass whatever the app does.
    public func under(
        _ name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> RIBTypes {
        let tops = app.trace.ribs.indices.filter { app.trace.ribs[$0].name == name || app.trace.ribs[$0].id == name }
        if tops.isEmpty {
            ExpectationRecorder.record(
                "no RIB type is named \(name.debugDescription) in the scan", file: nil, line: nil,
                caller: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        let below = Set(tops.flatMap { app.tree.subtree(of: $0) })
        return RIBTypes(app: app, members: members.filter(below.contains))
    }

    /// The RIB type named (or with the id) `name`, if there is one.
    public func named(_ name: String) -> RIBType? { first { $0.name == name || $0.id == name } }

    /// The RIB types for which `isIncluded` holds, as `RIBTypes`, so that filters chain.
    public func matching(_ isIncluded: (RIBType) throws -> Bool) rethrows -> RIBTypes {
        RIBTypes(app: app, members: try members.filter { try isIncluded(RIBType(app: app, index: $0)) })
    }

    /// The names, in order.
    public var description: String { "[" + map(\.name).joined(separator: ", ") + "]" }
}

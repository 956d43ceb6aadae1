extension Trace {
    /// How pictures and texts name each RIB, index-aligned with ``ribs``: its name, or its id where another RIB
    /// of the trace has the same name (a scan's `Module.Name` for two `Root`s of two modules), so that no two
    /// boxes or rows read alike.
    public var shownNames: [String] {
        var count: [String: Int] = [:]
        for rib in ribs { count[rib.name, default: 0] += 1 }
        return ribs.map { count[$0.name, default: 0] > 1 ? $0.id : $0.name }
    }
}

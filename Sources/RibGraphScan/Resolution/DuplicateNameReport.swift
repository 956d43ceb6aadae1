/// The catalog's last pass: a warning for each name that several modules declare as a builder or component,
/// saying how a use of it resolves. It needs the RIBs' builders (``RIBFinder``).
enum DuplicateNameReport {
    /// The warnings, by name in sorted order.
    static func diagnostics(reader: RIBDefinitionReader, ribOfBuilder: [Int: Int]) -> [ScanDiagnostic] {
        let index = reader.index
        return index.duplicates.keys.sorted().compactMap { name in
            let ids = index.duplicates[name]!
            guard ids.contains(where: { ribOfBuilder[$0] != nil || reader.isComponent($0) }),
                !isOnePerTarget(name, ids, index)
            else { return nil }
            let kind = ids.contains { ribOfBuilder[$0] != nil } ? "builders" : "components"
            let places = ids.map {
                "\(index.types[$0].facts.place) (module \(index.types[$0].module), named by \(index.moduleRule(of: $0)))"
            }
            return ScanDiagnostic(
                kind: .duplicateName, place: index.types[ids[0]].facts.place,
                message:
                    "\(ids.count) \(kind) named \(name): \(places.joined(separator: " and ")); each use resolves to the one in its own module, else in a module its file imports, else in its target's dependencies; a route left with several is marked ambiguous"
            )
        }
    }

    /// Whether `ids`, types named `name`, are an app's one-framework-per-RIB convention, nothing to warn of: the
    /// name is a role alone (`Builder`, `Component`) and each type is in a module of its own that a manifest or an
    /// Xcode project declares, so each use means its own module's.
    private static func isOnePerTarget(_ name: String, _ ids: [Int], _ index: DeclarationIndex) -> Bool {
        let modules = ids.map { index.types[$0].module }
        return ContentHash.roles.contains(name) && Set(modules).count == ids.count
            && modules.allSatisfy { index.modules[$0] != nil }
    }
}

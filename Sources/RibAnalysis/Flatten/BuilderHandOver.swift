import RibTrace

/// Where the app makes the builders of the screens a proposed RIB takes the place of, when it hands them down
/// through Dependencies rather than letting each parent make them: the proposed RIB's builder belongs there,
/// made once, and goes down the same way in their place.
struct BuilderHandOver {
    /// The component that makes the heads' builders, with where each is made (`path:line`).
    let maker: String
    let places: [String]
    /// The Dependency properties that hand them down (`storyDetailBuilder`), each once.
    let properties: [String]
    /// The parents that take the proposed RIB's builder in their place.
    let parents: [String]

    /// The hand-over of `change`'s heads' builders in `trace`; nil when the parents make them, or when more
    /// than one component does.
    init?(_ change: FlattenChange, in trace: Trace) {
        let heads = Set(change.replaced.map(\.child))
        let handedDown = trace.routes.contains { route in
            heads.contains(route.child) && change.parents.contains(route.parent) && route.via == .ancestor
        }
        guard handedDown else { return nil }
        let builderTypes = Set(
            heads.compactMap(trace.rib).flatMap { rib in
                [ProposedNames.stem(of: rib) + "Buildable", rib.builder].compactMap { $0 }
            })
        var makers: [String] = []
        var places: [String] = []
        var properties: [String] = []
        for property in trace.dependencies.flatMap(\.properties) {
            guard let type = property.type, builderTypes.contains(DependencyForwarding.bareType(type)),
                let maker = property.providedBy
            else { continue }
            if !makers.contains(maker) { makers.append(maker) }
            if let place = property.providedIn, !places.contains(place) { places.append(place) }
            if !properties.contains(property.name) { properties.append(property.name) }
        }
        guard makers.count == 1, let maker = makers.first else { return nil }
        self.maker = maker
        self.places = places
        self.properties = properties
        parents = change.parents
    }

    /// The plan's line for it (without its line break), naming the proposed RIB's builder protocol `buildable` and its property `property`.
    func line(buildable: String, property: String) -> String {
        "- The app hands the builders of the screens it replaces down from \(maker) (\(places.joined(separator: ", "))"
            + ": \(properties.joined(separator: ", "))). Make its builder there, once, and hand it down the same way in "
            + "their place, as \(property): \(buildable), to \(parents.joined(separator: ", ")); what its Dependency "
            + "asks (the forwards below), \(maker) provides where it makes it, instead of each parent"
    }
}

/// How one Dependency property reaches a RIB that a proposed RIB now attaches.
package struct PropertyTransfer: Sendable, Equatable, Codable {
    /// What the proposed RIB's component does for the property.
    package enum Kind: String, Sendable, Equatable, Codable {
        /// It forwards the value from its own parent (`var x: X { dependency.x }`): the provider is above it.
        case forward
        /// It must provide the value itself: the component that provided it (a RIB whose routes moved, or an
        /// adapter the proposal drops) is no longer above the consumer.
        case takeover
        /// It leaves the consumer's Dependency for the proposed RIB's own: a builder of a RIB the proposed RIB
        /// attaches now, which a leaf held to route to a sibling (the cycle goes with it). The provider is above.
        case moved
    }

    package var kind: Kind
    /// The RIB whose Dependency asks for the property.
    package var consumer: String
    /// That Dependency protocol.
    package var dependency: String
    /// The property's name.
    package var property: String
    /// Its type, when known.
    package var type: String?
    /// For a forward or a move, the component that still provides it; for a takeover, the one that provided it before.
    package var provider: String
    /// For a takeover, where that component's member is declared, `path:line`, when known.
    package var providedIn: String?
    /// For a forward, the name the proposed RIB's Dependency asks for when it is not ``property``: a component
    /// that renamed the value is gone, so the proposed component reads it under the name the next one up gives.
    package var readAs: String?
}

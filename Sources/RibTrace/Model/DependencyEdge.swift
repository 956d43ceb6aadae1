/// A Component-to-Dependency edge: `component` satisfies the `dependency` protocol that `child`'s builder requires.
/// In a scan of the sources a RIB several parents attach has one edge per parent (``parent``): each parent's
/// component may satisfy it differently.
public struct DependencyEdge: Sendable, Equatable {
    /// The RIB id whose builder requires the Dependency.
    public var child: String
    /// In a source trace: the parent RIB id whose route this edge belongs to; nil in a recording (one parent).
    public var parent: String?
    /// The Dependency protocol, e.g. `OffGameDependency`.
    public var dependency: String
    /// The type that satisfies it, e.g. `LoggedInComponent`.
    public var component: String
    /// The RIB id or adapter name the edge is drawn from; nil means "the RIB whose component is `component`".
    public var provider: String?
    /// Per-property provenance, where known.
    public var properties: [DependencyProperty]

    /// Creates an edge.
    public init(
        child: String, parent: String? = nil, dependency: String, component: String, provider: String? = nil,
        properties: [DependencyProperty] = []
    ) {
        self.child = child
        self.parent = parent
        self.dependency = dependency
        self.component = component
        self.provider = provider
        self.properties = properties
    }
}

/// One property of a Dependency protocol and where it really comes from.
public struct DependencyProperty: Sendable, Equatable {
    public var name: String
    public var type: String?
    /// The component that provides it, possibly an ancestor several levels above the satisfying one.
    public var providedBy: String?
    /// Where it is declared, as `path:line`: in a scan, where the Dependency protocol declares it.
    public var declaredIn: String?
    /// Where the providing member (of `providedBy`) is declared, as `path:line`; set by a scan.
    public var providedIn: String?
    /// The members the value passes on its way to the Dependency, nearest the consumer first, the providing
    /// member (of `providedBy`, at `providedIn`) last: tutorial 4's BasicScoreBoard gets `scoreStream` through
    /// `OffGameComponent.scoreStream`, `LoggedInComponent.scoreStream`, `LoggedInComponent.mutableScoreStream`.
    /// Empty when the satisfying component's own member of the property's name provides it, or when
    /// unknown (a recording); for an unresolved property, the forwards followed before the trail was lost.
    public var via: [ProvenanceHop]

    /// Creates a property record.
    public init(
        name: String, type: String? = nil, providedBy: String? = nil, declaredIn: String? = nil,
        providedIn: String? = nil, via: [ProvenanceHop] = []
    ) {
        self.name = name
        self.type = type
        self.providedBy = providedBy
        self.declaredIn = declaredIn
        self.providedIn = providedIn
        self.via = via
    }
}

/// One member a Dependency property's value is forwarded through: `{ dependency.scoreStream }`,
/// `{ mutableScoreStream }`, `self.api = dependency.api`.
public struct ProvenanceHop: Sendable, Equatable {
    /// The component declaring the member.
    public var component: String
    /// The member's name there (a forward may rename the value).
    public var name: String
    /// Where the member is declared, as `path:line`.
    public var at: String?

    /// Creates a hop.
    public init(component: String, name: String, at: String? = nil) {
        self.component = component
        self.name = name
        self.at = at
    }

    /// The components a value passes through before reaching `provider`: each hop's component that is not the
    /// provider, once each, in order. Its count is the property's tunnel.
    public static func tunnel(_ hops: [ProvenanceHop], provider: String?) -> [String] {
        var components: [String] = []
        for hop in hops where hop.component != provider && !components.contains(hop.component) {
            components.append(hop.component)
        }
        return components
    }
}

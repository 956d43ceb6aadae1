/// A child builder that a router holds: `parent` can attach `child` (attached or not right now). In a scan
/// of the sources, one route per (parent RIB type, child RIB type): a RIB several parents attach has a route
/// from each.
public struct Route: Sendable, Equatable {
    /// How the parent reaches the child's builder.
    public enum Via: String, Sendable, Equatable, CaseIterable {
        /// The parent's builder or router creates the child's builder itself.
        case builder
        /// Through a plain adapter class that builds the child (``adapter`` names it).
        case adapter
        /// Through a builder an ancestor's component created and handed down (a Dependency property, or a
        /// holder object the router reads).
        case ancestor

        /// What a route says when it names no `via`: through its adapter if it has one, else its own builder.
        static func implied(byAdapter adapter: String?) -> Via { adapter == nil ? .builder : .adapter }
    }

    /// The RIB id of the router holding the builder.
    public var parent: String
    /// The RIB id the builder builds.
    public var child: String
    public var builder: String?
    /// The adapter the builder is reached through, if any.
    public var adapter: String?
    /// How the parent reaches the child's builder.
    public var via: Via
    /// Where the route is declared, `path:line`: the router, builder, adapter or holder that stores and
    /// attaches the child; set by a scan.
    public var declaredIn: String?
    /// In a scan: the builder's name leaves several RIB types of that name (in modules the using file, its
    /// imports and its target's dependencies do not rule out), and this is one the parent may attach; the
    /// parent has such a route to each. Never a certain route.
    public var isAmbiguous: Bool
    /// In a source trace `ribgraph flatten` wrote: every RIB that attached `child` before the proposal moved
    /// the route to `parent`, in route order; empty for a route the app has.
    public var movedFrom: [String]
    /// How the parent shows the child, each way once (a child shown two ways in two code paths has both);
    /// empty when not known, as in a recording or a trace written before presentations were read.
    public var presentations: [Presentation]
    /// Why the way is ``Presentation/unknown``: what the scan read and could not follow.
    public var presentationReason: String?
    /// In a scan: why no code path of the app attaches the child although the parent holds its builder (the
    /// functions that build it are never called, or only from functions nothing calls; or the router never reads
    /// the builder it stores). Nil for a route the scan sees taken, or cannot judge. Such a route is not a
    /// decision: flatten leaves it where it is and lists it.
    public var untaken: String?
    /// In a scan: the parent router's functions that build the child, each with where it is declared, in the
    /// router's order: what a team edits to change the route. Empty when not known: a recording, a parent without
    /// a router in the scanned sources, a route flatten made.
    public var attachedBy: [RouteFunction]
    /// In a scan: the child's listener methods that the parent's interactor answers with work of its own (it calls its
    /// presenter or itself, or uses its own state: MOIT-iOS's MOITDetail shows a toast when AuthorizePayment reports
    /// a fine paid), in the interactor's order. The child's result belongs to the parent, so flatten keeps the route with it. Empty
    /// when none, or when not known.
    public var answeredByParent: [String]
    /// In a scan: the parent's own listener methods that its interactor calls only to hand on this child's reports
    /// (atracker's SignUpAgreement calls `listener?.didSignUp()` only when SignUpNickname reports it), in the
    /// interactor's order: requirements of the parent's listener that go dead once the child reports elsewhere.
    /// Empty when none, or not known.
    public var relayedByParent: [String]
    /// In a scan: the parent router's members that hold the child's router once built, `name: Type`
    /// (`storyDetailRouting: ViewableRouting?`). Empty when none, or not known.
    public var heldIn: [String]
    /// In a scan: the parent router's functions that take the child off again (they detach what ``heldIn`` holds),
    /// in the router's order. Empty when none, or not known.
    public var detachedBy: [RouteFunction]
    /// In a scan: the parent interactor's functions that ask its router for the child (they call a function of
    /// ``attachedBy`` on `router`), in the interactor's order: where a leaf that loses the route calls its listener
    /// instead. Empty when none, or not known.
    public var calledFrom: [RouteFunction]

    /// Creates a route between two RIB ids; `via` defaults to `.adapter` when an adapter is named, else `.builder`.
    public init(
        parent: String, child: String, builder: String? = nil, adapter: String? = nil, via: Via? = nil,
        declaredIn: String? = nil, isAmbiguous: Bool = false, movedFrom: [String] = [],
        presentations: [Presentation] = [], presentationReason: String? = nil, untaken: String? = nil,
        attachedBy: [RouteFunction] = [], answeredByParent: [String] = [], relayedByParent: [String] = [],
        heldIn: [String] = [], detachedBy: [RouteFunction] = [], calledFrom: [RouteFunction] = []
    ) {
        self.parent = parent
        self.child = child
        self.builder = builder
        self.adapter = adapter
        self.via = via ?? .implied(byAdapter: adapter)
        self.declaredIn = declaredIn
        self.isAmbiguous = isAmbiguous
        self.movedFrom = movedFrom
        self.presentations = presentations
        self.presentationReason = presentationReason
        self.untaken = untaken
        self.attachedBy = attachedBy
        self.answeredByParent = answeredByParent
        self.relayedByParent = relayedByParent
        self.heldIn = heldIn
        self.detachedBy = detachedBy
        self.calledFrom = calledFrom
    }
}

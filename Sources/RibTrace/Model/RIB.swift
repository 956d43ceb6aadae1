/// One RIB in a trace: in a recording one live instance, in a scan of the sources one RIB type; its stable
/// id, display name and the types that make it up.
public struct RIB: Sendable, Equatable {
    /// Unique and stable for the whole trace. A recording: the type name, `LoggedIn#2` for a second live
    /// instance. A scan: the RIB type's name, `Module.Name` where two modules declare the same name; never a
    /// position or a counter.
    public var id: String
    /// What pictures show; defaults to `id`.
    public var name: String
    public var router: String?
    public var interactor: String?
    /// The view controller type, when known.
    public var view: String?
    /// Whether the RIB owns a view controller (`ViewableRouting`); viewless RIBs only route.
    public var isViewful: Bool
    /// The UIKit container its view controller is, when it is one (its class's superclass chain, read by a scan).
    public var container: ViewContainer?
    public var builder: String?
    /// The Dependency protocol its builder requires.
    public var dependency: String?
    public var component: String?
    /// Where the RIB is declared in source, `path:line` (its builder class, else its router); set by a scan.
    public var declaredIn: String?
    /// The module (target) that declares it, when a scan knows it.
    public var module: String?
    /// In a source trace: the app launches it (where the tree starts); RIBs that nothing attaches and that are
    /// not roots are unattached.
    public var isRoot: Bool
    /// The arguments its `build` takes besides the listener (`player1Name: String`): values known only when
    /// the parent builds it, which its component turns into static dependencies of its children; set by a scan.
    public var buildArguments: [String]
    /// Every `build` overload of its builder, when it has more than one: each one's arguments besides the
    /// listener, `(name: Type, …)`, in declaration order (the first is ``buildArguments``); set by a scan.
    public var buildOverloads: [String] = []
    /// What its builder, component, router and interactor classes and its Dependency protocol say but for the
    /// RIB's name and where they are (a hash, 16 hex digits): a RIB type renamed with its parts hashes the same;
    /// set by a scan.
    public var fingerprint: String?
    /// In a source trace `ribgraph flatten` wrote: the RIB type is proposed (not in the sources yet), and what
    /// it would be; nil for every RIB the app has.
    public var proposed: ProposedRole?

    /// Creates a RIB; `name` defaults to `id`, `isViewful` to whether a `view` type is given.
    public init(
        id: String, name: String? = nil, router: String? = nil, interactor: String? = nil, view: String? = nil,
        isViewful: Bool? = nil, builder: String? = nil, dependency: String? = nil, component: String? = nil,
        declaredIn: String? = nil, module: String? = nil, isRoot: Bool = false, buildArguments: [String] = [],
        proposed: ProposedRole? = nil, container: ViewContainer? = nil
    ) {
        self.id = id
        self.name = name ?? id
        self.router = router
        self.interactor = interactor
        self.view = view
        self.isViewful = isViewful ?? (view != nil)
        self.builder = builder
        self.dependency = dependency
        self.component = component
        self.declaredIn = declaredIn
        self.module = module
        self.isRoot = isRoot
        self.buildArguments = buildArguments
        self.proposed = proposed
        self.container = container
    }
}

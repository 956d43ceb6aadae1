/// One RIB instance in a trace: its stable id, display name and the types that make it up.
public struct RIB: Sendable, Equatable {
    /// Unique and stable for the whole trace: the type name, `LoggedIn#2` for a second live instance.
    public var id: String
    /// What pictures show; defaults to `id`.
    public var name: String
    public var router: String?
    public var interactor: String?
    /// The view controller type, when known.
    public var view: String?
    /// Whether the RIB owns a view controller (`ViewableRouting`); viewless RIBs only route.
    public var isViewful: Bool
    public var builder: String?
    /// The Dependency protocol its builder requires.
    public var dependency: String?
    public var component: String?
    /// Where the RIB is declared in source, `path:line` (its builder class, else its router); set by a scan.
    public var declaredIn: String?
    /// In a source trace: this RIB repeats an ancestor on its path from the root (a routing cycle), so its
    /// children were not expanded.
    public var isCycle: Bool
    /// The arguments its `build` takes besides the listener (`player1Name: String`): values known only when
    /// the parent builds it, which its component turns into static dependencies of its children; set by a scan.
    public var buildArguments: [String]

    /// Creates a RIB; `name` defaults to `id`, `isViewful` to whether a `view` type is given.
    public init(id: String, name: String? = nil, router: String? = nil, interactor: String? = nil, view: String? = nil,
                isViewful: Bool? = nil, builder: String? = nil, dependency: String? = nil, component: String? = nil,
                declaredIn: String? = nil, isCycle: Bool = false, buildArguments: [String] = []) {
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
        self.isCycle = isCycle
        self.buildArguments = buildArguments
    }
}

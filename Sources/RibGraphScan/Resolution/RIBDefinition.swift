import RibTrace

/// A component type as the scan knows it: its name, and its declaration when it is in the scanned sources
/// (`EmptyComponent` comes from the RIBs framework and has none).
struct ComponentRef: Hashable {
    var name: String
    var id: Int?
}

/// Which component satisfies a child's Dependency, as seen where the child's builder is created.
enum Satisfier: Hashable {
    /// A known component: the parent's own (`OffGameBuilder(dependency: component)`), an adapter's, or a root's.
    case component(ComponentRef)
    /// The parent's own Dependency is handed on (`ChildBuilder(dependency: dependency)`): whatever satisfied the parent.
    case passThrough
}

/// A child a RIB can attach: found where its builder is created or stored.
struct ChildLink {
    /// Index of the child's ``RIBDefinition``.
    var child: Int
    var builder: String?
    /// The plain class the child is built through, and its own component when it has one.
    var adapter: String?
    var satisfier: Satisfier
    var place: SourceLocation
    /// The router stores a builder an ancestor's component created and handed down.
    var isHandedDown = false
    /// The builder's name leaves another candidate the using file's module, imports and dependencies do not
    /// rule out: this is one of the RIBs it may mean.
    var isAmbiguous = false

    /// How the parent reaches the child, as a trace's route says it.
    var via: Route.Via { adapter != nil ? .adapter : isHandedDown ? .ancestor : .builder }
}

/// One kind of RIB found in source: a builder class (and what it creates), or a needle component that no
/// builder creates (a needle scope).
struct RIBDefinition {
    var name: String
    var builder: Int?
    var component: ComponentRef?
    /// The Dependency protocol the builder (or needle component) requires.
    var dependency: String?
    var router: Int?
    var interactor: Int?
    var view: String?
    /// The UIKit container the view class is, by its superclass chain (``ViewKind/of(_:in:)``).
    var container: ViewContainer?
    var isViewful: Bool
    var isLaunch: Bool
    var declaredIn: SourceLocation
    /// What its builder's `build` takes besides the listener, `name: Type`; and each `build` overload's, when
    /// it has several.
    var builds: (first: [String], overloads: [[String]]) = ([], [])
    /// What its builder, component, router, interactor and Dependency say but for its name (``ContentHash``).
    var contentHash: UInt64?
    var children: [ChildLink] = []
}

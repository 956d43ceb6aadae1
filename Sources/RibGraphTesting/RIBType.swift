import RibTrace

/// One RIB type of the scanned app: its Builder, Router, Interactor and Dependency, where it is declared, which
/// RIB types can attach it and which it can attach. A RIB several parents attach is one type with several
/// parents, never copies.
public struct RIBType: Hashable, Sendable, CustomStringConvertible, SourceDeclared {
    let app: ScannedApp
    let index: Int

    var rib: RIB { app.trace.ribs[index] }

    /// The RIB's name (`LoggedIn`).
    public var name: String { rib.name }
    /// Unique in the app: the name, or `Module.Name` where two modules declare the same name.
    public var id: String { rib.id }
    /// The module (target) that declares it, when the scan knows it.
    public var module: String? { rib.module }
    /// Whether it has no view controller (a viewless RIB only routes).
    public var isViewless: Bool { !rib.isViewful }
    /// Whether the app launches it: where the tree starts.
    public var isRoot: Bool { rib.isRoot }
    /// The Dependency protocol its builder requires (`LoggedInDependency`).
    public var dependency: String? { rib.dependency }
    /// Its component type (`LoggedInComponent`).
    public var component: String? { rib.component }
    /// Its builder, router, interactor and view controller types, when the scan found them.
    public var builder: String? { rib.builder }
    /// Its router type.
    public var router: String? { rib.router }
    /// Its interactor type.
    public var interactor: String? { rib.interactor }
    /// Its view controller type; nil for a viewless RIB.
    public var viewController: String? { rib.view }
    /// The arguments its `build` takes besides the listener (`player1Name: String`).
    public var buildArguments: [String] { rib.buildArguments }

    /// The absolute path of the file that declares it (its builder, else its router).
    public var file: String? { app.declarations[index]?.absolutePath }
    /// The line of that declaration, 1-based.
    public var line: Int? { app.declarations[index]?.line }

    /// Every RIB type whose router can attach it, in route order.
    public var parents: [RIBType] { app.tree.parents(of: index).map { RIBType(app: app, index: $0) } }
    /// Every RIB type its router can attach, in route order.
    public var children: [RIBType] { app.tree.children[index].map { RIBType(app: app, index: $0) } }
    /// Whether two or more parents attach it.
    public var isReused: Bool { app.tree.parents(of: index).count > 1 }
    /// Whether it attaches nothing.
    public var isLeaf: Bool { app.tree.children[index].isEmpty }
    /// Everything it can attach, directly or not (not itself): what detaching it takes with it.
    public var descendants: RIBTypes { RIBTypes(app: app, members: Array(app.tree.subtree(of: index).dropFirst())) }

    /// RIBs on its first shortest path from a root, itself included (a root is at depth 1): `max-depth`'s count.
    public var depth: Int {
        var depth = 1, node = index
        while let parent = app.tree.parent[node] {
            depth += 1
            node = parent
        }
        return depth
    }
    /// Screens a user passes to reach it on that path (pushes, presents and root swaps from the root's screen; parts
    /// of a screen and viewless RIBs add none): `max-navigation-depth`'s count.
    public var navigationDepth: Int { app.navigationDepths[index] }

    /// The routes by which its parents attach it, with how each shows it.
    public var routesIn: [RIBRoute] { app.routesInto[index].map { RIBRoute(app: app, index: $0) } }
    /// The routes by which it attaches its children.
    public var routesOut: [RIBRoute] {
        app.trace.routes.indices.filter { app.trace.routes[$0].parent == id }.map { RIBRoute(app: app, index: $0) }
    }
    /// The properties its Dependency requires, once per parent that attaches it, with who provides each.
    public var dependencies: [RIBDependencyProperty] {
        RIBDependencyProperty.all(in: app).filter { $0.consumer == self }
    }

    /// Its name.
    public var description: String { name }
    /// The RIB named in failure messages.
    public var subject: String { "RIB \(InputExcerpt.quoted(name))" }
    var declaration: ScannedApp.Declaration? { app.declarations[index] }

    /// Two values are the same RIB type of the same scan.
    public static func == (lhs: RIBType, rhs: RIBType) -> Bool { lhs.app === rhs.app && lhs.index == rhs.index }

    /// Hashes the scan and the type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(app))
        hasher.combine(index)
    }
}

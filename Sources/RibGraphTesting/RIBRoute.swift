import RibTrace

/// How a parent's router reaches a child it can attach, as the scan read it: through its own builder, an adapter
/// or a builder an ancestor handed down; and how the parent shows the child.
public struct RIBRoute: Hashable, Sendable, CustomStringConvertible, SourceDeclared {
    let app: ScannedApp
    let index: Int

    var route: Route { app.trace.routes[index] }

    /// The RIB type whose router holds the child's builder.
    public var parent: RIBType { RIBType(app: app, index: app.indexByID[route.parent] ?? 0) }
    /// The RIB type the route attaches.
    public var child: RIBType { RIBType(app: app, index: app.indexByID[route.child] ?? 0) }
    /// How the parent shows the child, each way once (a child shown two ways in two code paths has both);
    /// empty when the scan could not tell.
    public var presentations: [RIBPresentation] { route.presentations }
    /// Whether taking the route moves the user to another screen (a push, a present or a root swap).
    public var isNavigation: Bool { route.presentations.contains(where: \.isNavigation) }
    /// The plain adapter class the parent builds the child through (seed 004's pattern), if any.
    public var adapter: String? { route.adapter }
    /// Whether the builder came down from an ancestor's component instead of being made by the parent.
    public var isHandedDown: Bool { route.via == .ancestor }
    /// Whether the builder's name leaves several RIB types of that name, and this is one the parent may attach.
    public var isAmbiguous: Bool { route.isAmbiguous }

    /// The absolute path of the router, builder or adapter that stores and attaches the child.
    public var file: String? { declaration?.absolutePath }
    /// The line of that declaration.
    public var line: Int? { declaration?.line }
    /// `Parent -> Child`.
    public var description: String { "\(route.parent) -> \(route.child)" }
    /// The route named in failure messages.
    public var subject: String { "route \(description)" }

    private var declaration: ScannedApp.Declaration? {
        ScannedApp.declaration(route.declaredIn, folder: app.folder) ?? app.declarations[parent.index]
    }

    /// Two values are the same route of the same scan.
    public static func == (lhs: RIBRoute, rhs: RIBRoute) -> Bool { lhs.app === rhs.app && lhs.index == rhs.index }

    /// Hashes the scan and the route.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(app))
        hasher.combine(index)
    }
}

/// How a parent shows a child: `push`, `present`, `embed`, `tab`, `root`, `none` (a viewless child) or `unknown`.
public typealias RIBPresentation = Presentation

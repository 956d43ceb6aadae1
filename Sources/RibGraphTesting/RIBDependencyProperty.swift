import RibAnalysis
import RibTrace

/// One property a RIB's Dependency requires, under one parent that attaches it: which component really provides
/// it (possibly an ancestor several levels up) and the components its value is forwarded through on the way.
public struct RIBDependencyProperty: Hashable, Sendable, CustomStringConvertible, SourceDeclared {
    let app: ScannedApp
    let edge: Int
    let index: Int

    var dependencyEdge: DependencyEdge { app.trace.dependencies[edge] }
    var property: DependencyProperty { dependencyEdge.properties[index] }

    /// The RIB type whose builder requires the Dependency.
    public var consumer: RIBType { RIBType(app: app, index: app.indexByID[dependencyEdge.child] ?? 0) }
    /// The parent whose route this requirement belongs to (each parent's component may satisfy it differently).
    public var parent: RIBType? {
        dependencyEdge.parent.flatMap { app.indexByID[$0] }.map { RIBType(app: app, index: $0) }
    }
    /// The Dependency protocol (`OffGameDependency`).
    public var dependency: String { dependencyEdge.dependency }
    /// The property's name (`scoreStream`).
    public var name: String { property.name }
    /// Its type, as declared (`ScoreStream`).
    public var type: String? { property.type }
    /// The component that creates the value (`LoggedInComponent`); nil when no component on the path provides it.
    public var providedBy: String? { property.providedBy }
    /// The RIB type whose component ``providedBy`` is, when one is.
    public var provider: RIBType? {
        guard let component = providedBy else { return nil }
        return app.trace.ribs.firstIndex { $0.component == component }.map { RIBType(app: app, index: $0) }
    }
    /// Whether no component on the path provides it: the app would not compile, or the scan lost the trail.
    public var isUnresolved: Bool { providedBy == nil }
    /// The components the value passes through between its creator and the consumer's Dependency, nearest the
    /// consumer first; its count is the tunnel `max-tunnel` measures (empty: the satisfying component creates it).
    public var tunnel: [String] { ProvenanceHop.tunnel(property.via, provider: providedBy) }

    /// The absolute path of the Dependency protocol's declaration of the property.
    public var file: String? { declaration?.absolutePath }
    /// The line of that declaration.
    public var line: Int? { declaration?.line }
    /// `OffGameDependency.scoreStream`.
    public var description: String { "\(dependency).\(name)" }
    /// The property named in failure messages, with its consumer and the parent it is attached under:
    /// `OffGameDependency.scoreStream of "OffGame" under "LoggedIn"`.
    public var subject: String {
        "\(description) of \(InputExcerpt.quoted(consumer.name))"
            + (parent.map { " under \(InputExcerpt.quoted($0.name))" } ?? "")
    }

    private var declaration: ScannedApp.Declaration? { ScannedApp.declaration(property.declaredIn, folder: app.folder) }

    /// Every property of every Dependency edge of `app`.
    static func all(in app: ScannedApp) -> [RIBDependencyProperty] {
        app.properties.map { RIBDependencyProperty(app: app, edge: $0.edge, index: $0.property) }
    }

    /// Two values are the same property of the same edge of the same scan.
    public static func == (lhs: RIBDependencyProperty, rhs: RIBDependencyProperty) -> Bool {
        lhs.app === rhs.app && lhs.edge == rhs.edge && lhs.index == rhs.index
    }

    /// Hashes the scan, the edge and the property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(app))
        hasher.combine(edge)
        hasher.combine(index)
    }
}

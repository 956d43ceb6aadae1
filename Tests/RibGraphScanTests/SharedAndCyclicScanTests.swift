import XCTest

@testable import RibTrace

/// A leaf reachable from two parents appears under each; a routing cycle is cut where it repeats an ancestor.
final class SharedAndCyclicScanTests: XCTestCase {
    private static func rib(_ name: String, launch: Bool = false, children: [String] = []) -> String {
        let stored = children.map { "\($0.lowercased())Builder: \($0)Buildable" }.joined(separator: ", ")
        let base =
            launch
            ? "LaunchRouter<\(name)Interactable, \(name)ViewControllable>"
            : "ViewableRouter<\(name)Interactable, \(name)ViewControllable>"
        let created = children.map { "        let \($0.lowercased())Builder = \($0)Builder(dependency: component)\n" }
            .joined()
        let passed = children.map { ", \($0.lowercased())Builder: \($0.lowercased())Builder" }.joined()
        return """
            import RIBs

            protocol \(name)Dependency: Dependency {}

            final class \(name)Component: Component<\(name)Dependency> {}

            protocol \(name)Buildable: Buildable {}

            final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable {
                func build(withListener listener: \(name)Listener) -> \(name)Routing {
                    let component = \(name)Component(dependency: dependency)
            \(created)        return \(name)Router(interactor: \(name)Interactor(), viewController: \(name)ViewController()\(passed))
                }
            }

            final class \(name)Router: \(base) {
                init(interactor: \(name)Interactable, viewController: \(name)ViewControllable\(stored.isEmpty ? "" : ", " + stored)) {
                    super.init(interactor: interactor, viewController: viewController)
                }
            }

            """ + children.map { "extension \(name)Component: \($0)Dependency {}\n" }.joined()
    }

    func testASharedLeafIsOneNodeWithARoutePerParentAndACycleIsARouteBack() throws {
        let folder = try SourceFolder([
            "App/Home.swift": Self.rib("Home", launch: true, children: ["Search", "Detail"]),
            "App/Search.swift": Self.rib("Search", children: ["Detail"]),
            "App/Detail.swift": Self.rib("Detail", children: ["Home"]),
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Home", "Search < Home", "Detail < Home"])
        XCTAssertEqual(
            scan.trace.routes.map { "\($0.parent) > \($0.child)" },
            ["Detail > Home", "Home > Search", "Home > Detail", "Search > Detail"])
        XCTAssertEqual(
            scan.edges,
            [
                "Home: HomeDependency by DetailComponent from Detail",
                "Search: SearchDependency by HomeComponent from Home",
                "Detail: DetailDependency by HomeComponent from Home",
                "Detail: DetailDependency by SearchComponent from Search",
            ])
        let decoded = try TraceDecoder().decode(TraceEncoder.encode(scan.trace), file: "cycle.json")
        let tree = try TraceReplayer(trace: LoadedTrace(decoded, source: "cycle.json")).tree()
        XCTAssertEqual(tree.ribsOnCycles.map { decoded.ribs[$0].id }, ["Detail", "Home", "Search"])
    }
}

import RibTrace
import XCTest

/// A leaf reachable from two parents is one RIB with a route and a dependency edge from each; a routing cycle
/// is a route like any other.
final class SharedAndCyclicScanTests: XCTestCase {
    private static func rib(_ name: String, launch: Bool = false, children: [String] = []) -> String {
        let stored = children.map { "\($0.lowercased())Builder: \($0)Buildable" }.joined(separator: ", ")
        let base = launch ? "LaunchRouter<\(name)Interactable, \(name)ViewControllable>" : "ViewableRouter<\(name)Interactable, \(name)ViewControllable>"
        let created = children.map { "        let \($0.lowercased())Builder = \($0)Builder(dependency: component)\n" }.joined()
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

    func testASharedLeafIsOneRIBWithARouteFromEachParentAndACycleIsARoute() throws {
        let folder = try SourceFolder([
            "App/Home.swift": Self.rib("Home", launch: true, children: ["Search", "Detail"]),
            "App/Search.swift": Self.rib("Search", children: ["Detail"]),
            "App/Detail.swift": Self.rib("Detail", children: ["Home"]),
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Home < Detail !", "Search < Home !", "Detail < Home, Search !"])
        XCTAssertEqual(scan.trace.routes.map { "\($0.parent)>\($0.child)" }, ["Detail>Home", "Home>Search", "Home>Detail", "Search>Detail"])
        XCTAssertEqual(scan.edges, [
            "Home: HomeDependency by DetailComponent from Detail",
            "Search: SearchDependency by HomeComponent from Home",
            "Detail: DetailDependency by HomeComponent from Home",
            "Detail: DetailDependency by SearchComponent from Search",
        ])
        XCTAssertEqual(scan.trace.dependencies.map { $0.parent ?? "-" }, ["Detail", "Home", "Home", "Search"])
        let decoded = try TraceDecoder().decode(TraceEncoder.encode(scan.trace), file: "cycle.json")
        XCTAssertEqual(decoded, scan.trace)
        XCTAssertEqual(try TraceReplayer(trace: LoadedTrace(decoded, source: "cycle.json")).tree().attachedCount, 3)
    }
}

import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph scan` on hand-written apps that use the ways of writing RIBs real apps use: forwards of every
/// kind, `.init` with a type annotation, builders handed down through holders and bundles, demo apps and
/// templates beside the app, an app delegate that launches the root, a RIB nothing attaches.
final class ScanPatternsCommandTests: XCTestCase {
    private static let fixtures = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures")

    /// Scans the fixture `name` (copied into the scratch folder, so paths start with `name/`) and decodes it.
    private func scan(_ name: String, _ extra: [String] = [], in rg: RibgraphRunner) throws -> (
        Trace, RibgraphRunner.Result
    ) {
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: rg.folder.appendingPathComponent(name))
        let result = try rg.run(["scan", name, "-o", "app.json"] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        return (try TraceDecoder().decode(contentsOfFile: rg.path("app.json")), result)
    }

    private func property(_ name: String, of child: String, in trace: Trace) -> DependencyProperty? {
        trace.dependencies.first { $0.child == child }?.properties.first { $0.name == name }
    }

    private func warnings(_ result: RibgraphRunner.Result) -> [String] {
        result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") || $0.hasPrefix("warning: ") }.map(
            String.init)
    }

    func testForwardsAreFollowedToTheComponentThatCreatesTheValue() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let (trace, result) = try scan("Forwards", in: rg)
        XCTAssertEqual(warnings(result), [], "every property is followed")
        let api = property("api", of: "Detail", in: trace)
        XCTAssertEqual(
            api?.providedBy, "AppComponent", "self.api = dependency.api in init, twice, then renamed from apiClient")
        XCTAssertEqual(
            api?.via.map { "\($0.component).\($0.name)" },
            ["FeedComponent.api", "RootComponent.api", "AppComponent.apiClient"])
        XCTAssertEqual(
            property("session", of: "Detail", in: trace)?.providedBy, "RootComponent",
            "lazy var session = dependency.session")
        let feed = property("feedUseCase", of: "Detail", in: trace)
        XCTAssertEqual(
            feed?.providedBy, "RootComponent", "var feedUseCase: FeedUseCaseInterface { dependency.contentUseCase }")
        let contentUseCase = try MarkedSource("Forwards/App/RootBuilder.swift", under: Self.fixtures)[
            "RootComponent.contentUseCase"]
        let feedUseCase = try MarkedSource("Forwards/App/FeedBuilder.swift", under: Self.fixtures)[
            "FeedComponent.feedUseCase"]
        XCTAssertEqual(feed?.providedIn, contentUseCase)
        XCTAssertEqual(
            feed?.via,
            [
                ProvenanceHop(component: "FeedComponent", name: "feedUseCase", at: feedUseCase),
                ProvenanceHop(component: "RootComponent", name: "contentUseCase", at: contentUseCase),
            ])
        let relay = property("reloadTrigger", of: "Detail", in: trace)
        XCTAssertEqual(
            relay?.providedBy, "FeedComponent", "let reloadTrigger = PublishRelay<Void>() has the type it constructs")
        XCTAssertEqual(relay?.via, [], "provided where the edge is satisfied: no hop")
    }

    func testInitWithATypeAnnotationGivesTheRIBItsComponent() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let (trace, _) = try scan("ImplicitInit", in: rg)
        XCTAssertEqual(
            trace.ribs.map { "\($0.id) \($0.component ?? "-")" },
            ["AppRoot AppRootComponent", "MainTab MainTabComponent", "Settings SettingsComponent"])
        XCTAssertEqual(
            trace.dependencies.map { "\($0.child) < \($0.component)" },
            ["AppRoot < AppComponent", "MainTab < AppRootComponent", "Settings < MainTabComponent"])
        XCTAssertEqual(property("theme", of: "MainTab", in: trace)?.providedBy, "AppRootComponent")
        XCTAssertEqual(property("clock", of: "Settings", in: trace)?.providedBy, "AppComponent")
        XCTAssertEqual(
            trace.ribs.filter(\.isRoot).map(\.id), ["AppRoot"],
            "let appRootBuilder: AppRootBuilder = .init(dependency: AppComponent()) in the app delegate")
    }

    func testBuildersHandedDownThroughHoldersAndBundlesAreRoutesOfTheRouterThatAttachesThem() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let (trace, _) = try scan("HandedDownBuilders", in: rg)
        XCTAssertEqual(
            trace.routes.map { "\($0.parent) > \($0.child) \($0.via.rawValue)" },
            [
                "AppRoot > Home builder", "Home > Feed builder", "Home > Detail ancestor",
                "Home > Event builder", "Home > Soon builder",
            ])
        XCTAssertEqual(trace.adapters, [], "holders and bundles of builders are not adapters")
        XCTAssertEqual(trace.ribs.filter(\.isRoot).map(\.id), ["AppRoot"])
        let detail = try XCTUnwrap(trace.dependencies.first { $0.child == "Detail" })
        XCTAssertEqual(detail.parent, "Home")
        XCTAssertEqual(detail.component, "AppRootComponent", "the component that made the builder satisfies it")
        XCTAssertEqual(trace.dependencies.first { $0.child == "Feed" }?.component, "HomeComponent")
    }

    func testDemoAppsAndTemplatesAreNotTheAppAndTheAppDelegateLaunchesTheRoot() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let (trace, result) = try scan("AppShape", in: rg)
        XCTAssertEqual(trace.ribs.map(\.id), ["Orphan", "Root", "Profile"], "no demo Root, no template RIB")
        XCTAssertEqual(
            trace.ribs.filter(\.isRoot).map(\.id), ["Root"], "launched by the app delegate, router or not LaunchRouter")
        XCTAssertEqual(trace.routes.map { "\($0.parent) > \($0.child)" }, ["Root > Profile"])
        let orphan = try MarkedSource("AppShape/App/OrphanBuilder.swift", under: Self.fixtures)["OrphanBuilder"]
        XCTAssertEqual(
            warnings(result),
            [
                "\(orphan): warning: Orphan: no launched RIB reaches it (nothing attaches it, or only "
                    + "RIBs that are not reached); kept in the trace apart from the tree"
            ], "no syntax error for @available (*, unavailable), which Swift 5 accepts")
        XCTAssertTrue(result.stderr.hasSuffix("; warnings: 1 RIB types nothing attaches or launches\n"), result.stderr)

        let demos = try rg.run(["scan", "AppShape", "-o", "demos.json", "--include-demos", "--quiet"])
        XCTAssertEqual(demos.status, 0, demos.stderr)
        XCTAssertEqual(
            demos.stderr.split(separator: "\n").count, 1, "--quiet prints the summary alone: \(demos.stderr)")
        XCTAssertTrue(
            demos.stderr.contains("warnings: 1 types of one name in several modules, 1 RIB types nothing attaches"),
            demos.stderr)
        let withDemos = try TraceDecoder().decode(contentsOfFile: rg.path("demos.json"))
        XCTAssertEqual(
            withDemos.ribs.map(\.id), ["Orphan", "AppShape.Root", "Demo.Root", "Profile"],
            "the demo's Root is a type of its own, never merged with the app's")
    }

    func testAnUnresolvedPropertyIsOneLineNamingTheForwardThatLostIt() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("Forwards"), to: rg.folder.appendingPathComponent("Forwards"))
        let root = rg.path("Forwards/App/RootBuilder.swift")
        let source = try String(contentsOfFile: root, encoding: .utf8)
        try source.replacingOccurrences(
            of: "var contentUseCase: ContentUseCase {", with: "var contentService: ContentUseCase {"
        )
        .write(toFile: root, atomically: true, encoding: .utf8)
        let result = try rg.run(["scan", "Forwards", "-o", "app.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let detail = try MarkedSource("Forwards/App/DetailBuilder.swift", under: Self.fixtures)
        let feed = try MarkedSource("Forwards/App/FeedBuilder.swift", under: Self.fixtures)
        let contentService = try MarkedSource("Forwards/App/RootBuilder.swift", under: Self.fixtures)[
            "RootComponent.contentUseCase"]
        XCTAssertEqual(
            warnings(result),
            [
                "\(detail["DetailDependency.feedUseCase"]): warning: DetailDependency.feedUseCase: followed to FeedComponent.feedUseCase "
                    + "(\(feed["FeedComponent.feedUseCase"])) as `contentUseCase`, provided by no component (searched "
                    + "RootComponent); closest: RootComponent.contentService (\(contentService))",
                "\(feed["FeedDependency.contentUseCase"]): warning: FeedDependency.contentUseCase: provided by no component (searched "
                    + "RootComponent); closest: RootComponent.contentService (\(contentService))",
            ])
        let trace = try TraceDecoder().decode(contentsOfFile: rg.path("app.json"))
        XCTAssertNil(property("feedUseCase", of: "Detail", in: trace)?.providedBy, "unknown, never drawn as found")
    }

    func testModulesAreTheTargetsThePackageAndProjectManifestsDeclare() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        func ribs(_ trace: Trace) -> [String] { trace.ribs.map { "\($0.id) [\($0.module ?? "-")]" } }
        func routes(_ trace: Trace) -> [String] { trace.routes.map { "\($0.parent) > \($0.child)" } }

        let (package, _) = try scan("DeclaredTargets", in: rg)
        XCTAssertEqual(
            ribs(package),
            [
                "Root [ShopApp]", "FeedKit.Detail [FeedKit]", "Feed [FeedKit]",
                "Promotions.Detail [Promotions]", "Offer [Promotions]",
            ],
            "FeedKit's path is Modules/FeedImpl; the FeedKitChecks test target's stub builder is not the app's")
        XCTAssertEqual(
            routes(package), ["Root > Feed", "Root > Offer", "Feed > FeedKit.Detail", "Offer > Promotions.Detail"])

        let (project, result) = try scan("TuistTargets", in: rg)
        XCTAssertEqual(
            ribs(project),
            [
                "Market.Cart [Market]", "Root [Market]", "Checkout.Cart [Checkout]",
                "Checkout [Checkout]", "Profile [ProfileFeature]",
            ],
            "App/Sources/** is the Market target; Profile's project is made by a helper the scan cannot read: "
                + "named after the name passed to it")
        XCTAssertEqual(
            routes(project), ["Root > Market.Cart", "Root > Checkout", "Root > Profile", "Checkout > Checkout.Cart"],
            "the CheckoutSpecs unit-test target's stub builder is not a child of Root")
        XCTAssertFalse(
            result.stderr.contains("Features/Profile/Project.swift"),
            "a project the scan cannot read is no warning: \(result.stderr)")
    }
}

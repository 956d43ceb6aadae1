import XCTest

/// RIBs with needle: componentized builders whose components are created with `(parent: self)`, and builders
/// that a component hands down to descendants through their Dependency (as needle apps wire features).
final class NeedleRIBsScanTests: XCTestCase {
    private static let app = [
        "App/AppComponent.swift": """
        import NeedleFoundation
        import RIBs

        final class AppComponent: BootstrapComponent {
            var rootBuilder: RootBuildable {
                RootBuilder { RootComponent(parent: self) }
            }

            var homeBuilder: HomeBuildable {
                HomeBuilder {
                    HomeComponent(parent: self)
                }
            }

            var session: Session {
                shared { SessionImpl() }
            }
        }
        """,
        "App/Root/RootBuilder.swift": """
        import NeedleFoundation
        import RIBs

        protocol RootDependency: NeedleFoundation.Dependency {
            var homeBuilder: HomeBuildable { get }
        }

        final class RootComponent: NeedleFoundation.Component<RootDependency> {
        }

        protocol RootBuildable: Buildable {
            func build() -> LaunchRouting
        }

        final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting>, RootBuildable {
            override func build(with component: RootComponent) -> LaunchRouting {
                let viewController = RootViewController()
                let interactor = RootInteractor(presenter: viewController)
                return RootRouter(interactor: interactor, viewController: viewController,
                                  homeBuilder: component.dependency.homeBuilder)
            }
        }

        final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
            private let homeBuilder: HomeBuildable

            init(interactor: RootInteractable, viewController: RootViewControllable, homeBuilder: HomeBuildable) {
                self.homeBuilder = homeBuilder
                super.init(interactor: interactor, viewController: viewController)
            }
        }
        """,
        "App/Home/HomeBuilder.swift": """
        import NeedleFoundation
        import RIBs

        protocol HomeDependency: Dependency {
            var session: Session { get }
        }

        final class HomeComponent: Component<HomeDependency> {
        }

        protocol HomeBuildable: Buildable {
            func build(withListener listener: HomeListener) -> ViewableRouting
        }

        final class HomeBuilder: SimpleComponentizedBuilder<HomeComponent, ViewableRouting>, HomeBuildable {
            override func build(with component: HomeComponent) -> ViewableRouting {
                HomeRouter(interactor: HomeInteractor(), viewController: HomeViewController())
            }
        }

        final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
        }
        """,
    ]

    func testTheBootstrapComponentIsNoRIBAndHandedDownBuildersKeepTheComponentThatCreatesThem() throws {
        let folder = try SourceFolder(Self.app)
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Root", "Home < Root"])
        XCTAssertEqual(
            scan.edges,
            [
                "Root: RootDependency by AppComponent from -",
                "Home: HomeDependency by AppComponent from -",
            ])
        XCTAssertEqual(
            scan.properties,
            [
                "Root.homeBuilder: HomeBuildable <- AppComponent @ App/AppComponent.swift:9 (declared App/Root/RootBuilder.swift:5)",
                "Home.session: Session <- AppComponent @ App/AppComponent.swift:15 (declared App/Home/HomeBuilder.swift:5)",
            ])
        XCTAssertEqual(
            scan.components, ["AppComponent -> nil", "RootComponent -> AppComponent", "HomeComponent -> AppComponent"])
        XCTAssertEqual(scan.diagnostics, [])
    }
}

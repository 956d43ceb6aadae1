import XCTest

/// Dependencies written in other shapes real apps use: a Dependency inheriting another protocol's
/// requirements, and a typealias composing protocols.
final class DependencyShapesScanTests: XCTestCase {
    func testInheritedRequirementsAndTypealiasCompositionsAreResolved() throws {
        let folder = try SourceFolder([
            "App/Shared.swift": """
            import RIBs

            protocol HasSession {
                var session: Session { get }
            }

            protocol HasAnalytics {
                var analytics: Analytics { get }
            }

            protocol FeatureDependency: Dependency, HasSession {
            }
            """,
            "App/Root/RootBuilder.swift": """
            import RIBs

            protocol RootDependency: Dependency {}

            final class RootComponent: Component<RootDependency> {
                let session: Session = SessionImpl()
                var analytics: Analytics { shared { AnalyticsImpl() } }
            }

            final class RootBuilder: Builder<RootDependency> {
                func build() -> LaunchRouting {
                    let component = RootComponent(dependency: dependency)
                    return RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                                      cart: CartBuilder(dependency: component), help: HelpBuilder(dependency: component))
                }
            }

            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}

            extension RootComponent: CartDependency, HelpDependency {}
            """,
            "App/Cart/CartBuilder.swift": """
            import RIBs

            protocol CartDependency: FeatureDependency {
                var currency: String { get }
            }

            final class CartBuilder: Builder<CartDependency> {
                func build() -> CartRouting {
                    CartRouter(interactor: CartInteractor())
                }
            }

            final class CartRouter: Router<CartInteractable> {}
            """,
            "App/Help/HelpBuilder.swift": """
            import RIBs

            typealias HelpDependency = HasSession & HasAnalytics

            final class HelpBuilder: Builder<HelpDependency> {
                func build() -> HelpRouting {
                    HelpRouter(interactor: HelpInteractor())
                }
            }

            final class HelpRouter: Router<HelpInteractable> {}
            """,
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Root", "Cart < Root", "Help < Root"])
        XCTAssertEqual(
            scan.properties,
            [
                "Cart.currency: String <- nobody @ - (declared App/Cart/CartBuilder.swift:4)",
                "Cart.session: Session <- RootComponent @ App/Root/RootBuilder.swift:6 (declared App/Shared.swift:4)",
                "Help.session: Session <- RootComponent @ App/Root/RootBuilder.swift:6 (declared App/Shared.swift:4)",
                "Help.analytics: Analytics <- RootComponent @ App/Root/RootBuilder.swift:7 (declared App/Shared.swift:8)",
            ])
        XCTAssertEqual(scan.diagnostics.count, 1, "\(scan.diagnostics)")
    }
}

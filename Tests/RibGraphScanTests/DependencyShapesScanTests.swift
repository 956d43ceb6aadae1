import RibTrace
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

    /// Shapes a held-out app (a ModernRIBs app of one module per feature) writes, each as the compiler reads it:
    /// an extension of the framework's `Component` gives every component its members; a plain class conforming
    /// to the root's Dependency satisfies it; a builder's convenience initializer creates what the builder is
    /// handed, not the RIB's component; a build argument reads as callers write its label.
    func testAnExtensionOfComponentAPlainDependencyClassAndAnInitializersComponent() throws {
        let folder = try SourceFolder([
            "App/Provider.swift": """
            import ModernRIBs

            protocol HasApis {
                var apis: Apis { get }
            }

            extension Component: HasApis {
                var apis: Apis {
                    if let provider = self.dependency as? HasApis {
                        return provider.apis
                    } else {
                        fatalError("no apis")
                    }
                }
            }
            """,
            "App/Main/MainBuilder.swift": """
            import ModernRIBs

            final class AppComponent: MainDependency {
                let apis: Apis = LiveApis()
                let region: String = "KR"
            }

            final class AppDependency: EmptyDependency, HasApis {
                let apis: Apis = LiveApis()
            }

            final class SettingsComponent: Component<EmptyDependency>, SettingsDependency {
                init() {
                    super.init(dependency: AppDependency())
                }
            }

            protocol MainDependency: Dependency {
                var region: String { get }
            }

            final class MainComponent: Component<MainDependency>, LoginDependency {}

            final class MainBuilder: Builder<MainDependency> {
                convenience init() {
                    self.init(dependency: AppComponent())
                }

                func build() -> LaunchRouting {
                    let component = MainComponent(dependency: dependency)
                    return MainRouter(interactor: MainInteractor(), viewController: MainViewController(),
                                      login: LoginBuilder(dependency: component))
                }
            }

            final class MainRouter: LaunchRouter<MainInteractable, MainViewControllable> {}
            """,
            "App/AppDelegate.swift": """
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication) -> Bool {
                    let router = MainBuilder().build()
                    router.launch(from: UIWindow())
                    SettingsBuilder(dependency: SettingsComponent()).build().launch(from: UIWindow())
                    return true
                }
            }
            """,
            "App/Settings/SettingsBuilder.swift": """
            import ModernRIBs

            protocol SettingsDependency: Dependency {
                var apis: Apis { get }
            }

            final class SettingsBuilder: Builder<SettingsDependency> {
                func build() -> LaunchRouting {
                    SettingsRouter(interactor: SettingsInteractor(), viewController: SettingsViewController())
                }
            }

            final class SettingsRouter: LaunchRouter<SettingsInteractable, SettingsViewControllable> {}
            """,
            "App/Login/LoginBuilder.swift": """
            import ModernRIBs

            protocol LoginDependency: Dependency {
                var apis: Apis { get }
            }

            final class LoginBuilder: Builder<LoginDependency> {
                func build(withListener listener: LoginListener, colorStorage service: ColorStorage) -> ViewableRouting {
                    LoginRouter(interactor: LoginInteractor(), viewController: LoginViewController())
                }
            }

            final class LoginRouter: ViewableRouter<LoginInteractable, LoginViewControllable> {}
            """,
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Main", "Login < Main", "Settings"])
        XCTAssertEqual(
            scan.ribs.filter { $0.hasPrefix("Main:") }.map { $0.split(separator: " ")[6] }, ["MainComponent"],
            "the component build creates, not the one the convenience initializer hands the builder")
        XCTAssertEqual(
            scan.edges,
            [
                "Main: MainDependency by AppComponent from -",
                "Settings: SettingsDependency by SettingsComponent from -",
                "Login: LoginDependency by MainComponent from Main",
            ])
        XCTAssertEqual(
            scan.properties,
            [
                "Main.region: String <- AppComponent @ App/Main/MainBuilder.swift:5 (declared App/Main/MainBuilder.swift:19)",
                // SettingsComponent gets `apis` from the extension, which casts the dependency its init creates.
                "Settings.apis: Apis <- AppDependency @ App/Main/MainBuilder.swift:9 (declared App/Settings/SettingsBuilder.swift:4)",
                // MainComponent gets `apis` from the extension of Component, which hands on its dependency's.
                "Login.apis: Apis <- AppComponent @ App/Main/MainBuilder.swift:4 (declared App/Login/LoginBuilder.swift:4)",
            ])
        XCTAssertEqual(scan.trace.rib("Login")?.buildArguments, ["colorStorage: ColorStorage"])
        XCTAssertEqual(scan.diagnostics, [], "nothing unprovided, nothing unattached")
    }
}

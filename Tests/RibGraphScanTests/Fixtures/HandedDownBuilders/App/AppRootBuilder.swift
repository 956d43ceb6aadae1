import RIBs
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    private var launchRouter: LaunchRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let router = AppRootBuilder(dependency: AppComponent()).build()
        launchRouter = router
    }
}

final class AppComponent: Component<EmptyDependency>, AppRootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

protocol AppRootDependency: Dependency {}

/// Creates the Detail builder once, for every RIB below that shows a detail.
final class AppRootComponent: Component<AppRootDependency>, HomeDependency {
    lazy var detailBuilder: DetailBuildable = DetailBuilder(dependency: self)
}

final class AppRootBuilder: Builder<AppRootDependency> {
    func build() -> LaunchRouting {
        let component = AppRootComponent(dependency: dependency)
        return AppRootRouter(interactor: AppRootInteractor(), viewController: AppRootViewController(),
                             homeBuilder: HomeBuilder(dependency: component))
    }
}

protocol AppRootInteractable: Interactable, HomeListener {}
protocol AppRootViewControllable: ViewControllable {}
final class AppRootViewController: UIViewController, AppRootViewControllable {}
final class AppRootInteractor: Interactor, AppRootInteractable {}

final class AppRootRouter: LaunchRouter<AppRootInteractable, AppRootViewControllable> {
    private let homeBuilder: HomeBuildable

    init(interactor: AppRootInteractable, viewController: AppRootViewControllable, homeBuilder: HomeBuildable) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

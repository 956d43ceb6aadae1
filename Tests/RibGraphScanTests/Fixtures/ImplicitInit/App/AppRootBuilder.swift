import RIBs

protocol AppRootDependency: Dependency {
    var clock: Clock { get }
}

final class AppRootComponent: Component<AppRootDependency>, MainTabDependency {
    var theme: Theme { shared { DarkTheme() } }
    var clock: Clock { dependency.clock }
}

final class AppRootBuilder: Builder<AppRootDependency> {
    func build() -> LaunchRouting {
        let component: AppRootComponent = .init(dependency: dependency)
        let mainTab: MainTabBuilder = .init(dependency: component)
        return AppRootRouter(interactor: AppRootInteractor(), viewController: AppRootViewController(), mainTab: mainTab)
    }
}

protocol AppRootInteractable: Interactable, MainTabListener {}
protocol AppRootViewControllable: ViewControllable {}
final class AppRootViewController: UIViewController, AppRootViewControllable {}
final class AppRootInteractor: Interactor, AppRootInteractable {}

final class AppRootRouter: LaunchRouter<AppRootInteractable, AppRootViewControllable> {
    private let mainTab: MainTabBuilder

    init(interactor: AppRootInteractable, viewController: AppRootViewControllable, mainTab: MainTabBuilder) {
        self.mainTab = mainTab
        super.init(interactor: interactor, viewController: viewController)
    }
}

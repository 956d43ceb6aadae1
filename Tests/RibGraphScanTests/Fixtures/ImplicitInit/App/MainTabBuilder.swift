import RIBs

protocol MainTabDependency: Dependency {
    var clock: Clock { get }
    var theme: Theme { get }
}

final class MainTabComponent: Component<MainTabDependency>, SettingsDependency {
    var clock: Clock { dependency.clock }
}

protocol MainTabListener: AnyObject {}

final class MainTabBuilder: Builder<MainTabDependency> {
    func build(withListener listener: MainTabListener) -> ViewableRouting {
        let component: MainTabComponent = .init(dependency: dependency)
        let settings: SettingsBuilder = .init(dependency: component)
        return MainTabRouter(interactor: MainTabInteractor(), viewController: MainTabViewController(), settings: settings)
    }
}

protocol MainTabInteractable: Interactable, SettingsListener {}
protocol MainTabViewControllable: ViewControllable {}
final class MainTabViewController: UIViewController, MainTabViewControllable {}
final class MainTabInteractor: Interactor, MainTabInteractable {}

final class MainTabRouter: ViewableRouter<MainTabInteractable, MainTabViewControllable> {
    private let settings: SettingsBuildable

    init(interactor: MainTabInteractable, viewController: MainTabViewControllable, settings: SettingsBuildable) {
        self.settings = settings
        super.init(interactor: interactor, viewController: viewController)
    }
}

import RIBs

protocol SettingsDependency: Dependency {
    var clock: Clock { get }
}

final class SettingsComponent: Component<SettingsDependency> {}

protocol SettingsListener: AnyObject {}
protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> ViewableRouting
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    func build(withListener listener: SettingsListener) -> ViewableRouting {
        let component: SettingsComponent = .init(dependency: dependency)
        _ = component
        return SettingsRouter(interactor: SettingsInteractor(), viewController: SettingsViewController())
    }
}

protocol SettingsInteractable: Interactable {}
protocol SettingsViewControllable: ViewControllable {}
final class SettingsViewController: UIViewController, SettingsViewControllable {}
final class SettingsInteractor: Interactor, SettingsInteractable {}
final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable> {}

import RIBs

protocol SettingsDependency: Dependency {}

final class SettingsComponent: Component<SettingsDependency> {}

final class SettingsBuilder: Builder<SettingsDependency> {
    func build() -> ViewableRouting {
        _ = SettingsComponent(dependency: dependency)
        return SettingsRouter(interactor: SettingsInteractor(), viewController: SettingsViewController())
    }
}

final class SettingsInteractor: Interactor {}
final class SettingsViewController {}

final class SettingsRouter: ViewableRouter<SettingsInteractor, SettingsViewController> {}

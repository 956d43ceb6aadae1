import RIBs

protocol SettingsDependency: Dependency {
}

final class SettingsComponent: Component<SettingsDependency>, ProfileDependency {
}

// MARK: - Builder

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    override init(dependency: SettingsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SettingsListener) -> SettingsRouting {
        let component = SettingsComponent(dependency: dependency)
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder(dependency: component)
        return SettingsRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

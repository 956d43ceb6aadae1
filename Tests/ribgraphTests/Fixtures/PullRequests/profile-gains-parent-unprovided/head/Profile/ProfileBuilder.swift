import RIBs

protocol ProfileDependency: Dependency {
    var selectedPerson: SelectedPersonStream { get }
}

final class ProfileComponent: Component<ProfileDependency>, LocationDependency {
    var selectedPerson: SelectedPersonStream {
        dependency.selectedPerson
    }
}

// MARK: - Builder

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        let locationBuilder = LocationBuilder(dependency: component)
        return ProfileRouter(
            interactor: interactor,
            viewController: viewController,
            locationBuilder: locationBuilder
        )
    }
}

import RIBs

protocol PeopleDependency: Dependency {
}

final class PeopleComponent: Component<PeopleDependency> {
    var mutableSelectedPerson: SelectedPersonStream {
        shared { SelectedPersonStream() }
    }
}

// MARK: - Builder

protocol PeopleBuildable: Buildable {
    func build(withListener listener: PeopleListener) -> PeopleRouting
}

final class PeopleBuilder: Builder<PeopleDependency>, PeopleBuildable {
    override init(dependency: PeopleDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PeopleListener) -> PeopleRouting {
        let component = PeopleComponent(dependency: dependency)
        let viewController = PeopleViewController()
        let interactor = PeopleInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder(dependency: component)
        return PeopleRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

import RIBs

protocol FinderDependency: Dependency {
}

final class FinderComponent: Component<FinderDependency>, FilmPageDependency {
}

// MARK: - Builder

protocol FinderBuildable: Buildable {
    func build(withListener listener: FinderListener) -> FinderRouting
}

final class FinderBuilder: Builder<FinderDependency>, FinderBuildable {
    override init(dependency: FinderDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FinderListener) -> FinderRouting {
        let component = FinderComponent(dependency: dependency)
        let viewController = FinderViewController()
        let interactor = FinderInteractor(presenter: viewController)
        interactor.listener = listener
        let filmPageBuilder = FilmPageBuilder(dependency: component)
        return FinderRouter(
            interactor: interactor,
            viewController: viewController,
            filmPageBuilder: filmPageBuilder
        )
    }
}

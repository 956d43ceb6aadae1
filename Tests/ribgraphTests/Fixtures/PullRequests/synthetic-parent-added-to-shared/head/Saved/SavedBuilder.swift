import RIBs

protocol SavedDependency: Dependency {
}

final class SavedComponent: Component<SavedDependency>, ShareDependency {
}

// MARK: - Builder

protocol SavedBuildable: Buildable {
    func build(withListener listener: SavedListener) -> SavedRouting
}

final class SavedBuilder: Builder<SavedDependency>, SavedBuildable {
    override init(dependency: SavedDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SavedListener) -> SavedRouting {
        let component = SavedComponent(dependency: dependency)
        let viewController = SavedViewController()
        let interactor = SavedInteractor(presenter: viewController)
        interactor.listener = listener
        let shareBuilder = ShareBuilder(dependency: component)
        return SavedRouter(
            interactor: interactor,
            viewController: viewController,
            shareBuilder: shareBuilder
        )
    }
}

import RIBs

protocol FilmPageDependency: Dependency {
}

final class FilmPageComponent: Component<FilmPageDependency>, SynopsisDependency {
}

// MARK: - Builder

protocol FilmPageBuildable: Buildable {
    func build(withListener listener: FilmPageListener, filmID: Int) -> FilmPageRouting
}

final class FilmPageBuilder: Builder<FilmPageDependency>, FilmPageBuildable {
    override init(dependency: FilmPageDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FilmPageListener, filmID: Int) -> FilmPageRouting {
        let component = FilmPageComponent(dependency: dependency)
        let viewController = FilmPageViewController()
        let interactor = FilmPageInteractor(presenter: viewController)
        interactor.listener = listener
        let synopsisBuilder = SynopsisBuilder(dependency: component)
        return FilmPageRouter(
            interactor: interactor,
            viewController: viewController,
            synopsisBuilder: synopsisBuilder
        )
    }
}

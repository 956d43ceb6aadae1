import RIBs

protocol GalleryDependency: Dependency {
}

final class GalleryComponent: Component<GalleryDependency> {
}

// MARK: - Builder

protocol GalleryBuildable: Buildable {
    func build(withListener listener: GalleryListener) -> GalleryRouting
}

final class GalleryBuilder: Builder<GalleryDependency>, GalleryBuildable {
    override init(dependency: GalleryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GalleryListener) -> GalleryRouting {
        let component = GalleryComponent(dependency: dependency)
        let viewController = GalleryViewController()
        let interactor = GalleryInteractor(presenter: viewController)
        interactor.listener = listener
        return GalleryRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

import RIBs

protocol ShelfDependency: Dependency {
}

final class ShelfComponent: Component<ShelfDependency> {
}

// MARK: - Builder

protocol ShelfBuildable: Buildable {
    func build(withListener listener: ShelfListener) -> ShelfRouting
}

final class ShelfBuilder: Builder<ShelfDependency>, ShelfBuildable {
    override init(dependency: ShelfDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShelfListener) -> ShelfRouting {
        let component = ShelfComponent(dependency: dependency)
        let viewController = ShelfViewController()
        let interactor = ShelfInteractor(presenter: viewController)
        interactor.listener = listener
        return ShelfRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

import RIBs

protocol ShelfDependency: Dependency {
    var isLoading: Bool { get }
    var selectedChip: ChipRelay { get }
}

final class ShelfComponent: Component<ShelfDependency> {
    var isLoading: Bool {
        dependency.isLoading
    }
    var selectedChip: ChipRelay {
        dependency.selectedChip
    }
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

import RIBs

protocol RidesDependency: Dependency {
}

final class RidesComponent: Component<RidesDependency> {
}

// MARK: - Builder

protocol RidesBuildable: Buildable {
    func build(withListener listener: RidesListener) -> RidesRouting
}

final class RidesBuilder: Builder<RidesDependency>, RidesBuildable {
    override init(dependency: RidesDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RidesListener) -> RidesRouting {
        let component = RidesComponent(dependency: dependency)
        let viewController = RidesViewController()
        let interactor = RidesInteractor(presenter: viewController)
        interactor.listener = listener
        return RidesRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

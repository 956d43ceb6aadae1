import RIBs

protocol AmountDependency: Dependency {
}

final class AmountComponent: Component<AmountDependency> {
}

// MARK: - Builder

protocol AmountBuildable: Buildable {
    func build(withListener listener: AmountListener) -> AmountRouting
}

final class AmountBuilder: Builder<AmountDependency>, AmountBuildable {
    override init(dependency: AmountDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AmountListener) -> AmountRouting {
        let component = AmountComponent(dependency: dependency)
        let viewController = AmountViewController()
        let interactor = AmountInteractor(presenter: viewController)
        interactor.listener = listener
        return AmountRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

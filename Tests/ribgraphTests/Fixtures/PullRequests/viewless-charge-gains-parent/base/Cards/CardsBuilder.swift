import RIBs

protocol CardsDependency: Dependency {
    var cardRepository: CardRepository { get }
}

final class CardsComponent: Component<CardsDependency> {
}

// MARK: - Builder

protocol CardsBuildable: Buildable {
    func build(withListener listener: CardsListener) -> CardsRouting
}

final class CardsBuilder: Builder<CardsDependency>, CardsBuildable {
    override init(dependency: CardsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CardsListener) -> CardsRouting {
        let component = CardsComponent(dependency: dependency)
        let viewController = CardsViewController()
        let interactor = CardsInteractor(presenter: viewController)
        interactor.listener = listener
        return CardsRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

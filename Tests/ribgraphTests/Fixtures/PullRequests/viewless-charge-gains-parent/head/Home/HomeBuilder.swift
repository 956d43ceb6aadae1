import RIBs

protocol HomeDependency: Dependency {
    var cardRepository: CardRepository { get }
    var balanceRepository: BalanceRepository { get }
}

final class HomeComponent: Component<HomeDependency>, RidesDependency {
    var cardRepository: CardRepository {
        dependency.cardRepository
    }
    var balanceRepository: BalanceRepository {
        dependency.balanceRepository
    }
}

// MARK: - Builder

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    override init(dependency: HomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        let ridesBuilder = RidesBuilder(dependency: component)
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            ridesBuilder: ridesBuilder
        )
    }
}

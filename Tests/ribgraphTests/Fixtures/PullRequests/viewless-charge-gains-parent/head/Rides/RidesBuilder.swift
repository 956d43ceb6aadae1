import RIBs

protocol RidesDependency: Dependency {
    var cardRepository: CardRepository { get }
    var balanceRepository: BalanceRepository { get }
}

final class RidesComponent: Component<RidesDependency>, ChargeDependency {
    var cardRepository: CardRepository {
        dependency.cardRepository
    }
    var balanceRepository: BalanceRepository {
        dependency.balanceRepository
    }
    let chargeBaseViewController: ViewControllable
    
    init(dependency: RidesDependency, chargeBaseViewController: ViewControllable) {
        self.chargeBaseViewController = chargeBaseViewController
        super.init(dependency: dependency)
    }
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
        let component = RidesComponent(dependency: dependency, chargeBaseViewController: RidesViewController())
        let viewController = RidesViewController()
        let interactor = RidesInteractor(presenter: viewController)
        interactor.listener = listener
        let chargeBuilder = ChargeBuilder(dependency: component)
        return RidesRouter(
            interactor: interactor,
            viewController: viewController,
            chargeBuilder: chargeBuilder
        )
    }
}

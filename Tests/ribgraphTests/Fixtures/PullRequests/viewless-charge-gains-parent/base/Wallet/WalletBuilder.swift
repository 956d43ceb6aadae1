import RIBs

protocol WalletDependency: Dependency {
}

final class WalletComponent: Component<WalletDependency>, CardsDependency, AddCardDependency, ChargeDependency {
    let cardRepository = CardRepository()
    let balanceRepository = BalanceRepository()
    var chargeBaseViewController: ViewControllable = WalletViewController()
}

// MARK: - Builder

protocol WalletBuildable: Buildable {
    func build(withListener listener: WalletListener) -> WalletRouting
}

final class WalletBuilder: Builder<WalletDependency>, WalletBuildable {
    override init(dependency: WalletDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: WalletListener) -> WalletRouting {
        let component = WalletComponent(dependency: dependency)
        let viewController = WalletViewController()
        let interactor = WalletInteractor(presenter: viewController)
        interactor.listener = listener
        let cardsBuilder = CardsBuilder(dependency: component)
        let addCardBuilder = AddCardBuilder(dependency: component)
        let chargeBuilder = ChargeBuilder(dependency: component)
        return WalletRouter(
            interactor: interactor,
            viewController: viewController,
            cardsBuilder: cardsBuilder,
            addCardBuilder: addCardBuilder,
            chargeBuilder: chargeBuilder
        )
    }
}

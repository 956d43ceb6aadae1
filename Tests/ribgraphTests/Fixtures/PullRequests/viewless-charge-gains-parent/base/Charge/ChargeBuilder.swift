import RIBs

protocol ChargeDependency: Dependency {
    var chargeBaseViewController: ViewControllable { get }
    var cardRepository: CardRepository { get }
}

final class ChargeComponent: Component<ChargeDependency>, AddCardDependency, AmountDependency, CardPickerDependency {
    var chargeBaseViewController: ChargeViewControllable {
        dependency.chargeBaseViewController as! ChargeViewControllable
    }
    var cardRepository: CardRepository {
        dependency.cardRepository
    }
}

// MARK: - Builder

protocol ChargeBuildable: Buildable {
    func build(withListener listener: ChargeListener) -> ChargeRouting
}

final class ChargeBuilder: Builder<ChargeDependency>, ChargeBuildable {
    override init(dependency: ChargeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChargeListener) -> ChargeRouting {
        let component = ChargeComponent(dependency: dependency)
        let interactor = ChargeInteractor()
        interactor.listener = listener
        let addCardBuilder = AddCardBuilder(dependency: component)
        let amountBuilder = AmountBuilder(dependency: component)
        let cardPickerBuilder = CardPickerBuilder(dependency: component)
        return ChargeRouter(
            interactor: interactor,
            viewController: component.chargeBaseViewController,
            addCardBuilder: addCardBuilder,
            amountBuilder: amountBuilder,
            cardPickerBuilder: cardPickerBuilder
        )
    }
}

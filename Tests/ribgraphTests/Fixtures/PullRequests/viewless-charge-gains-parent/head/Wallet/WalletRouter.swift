import RIBs

protocol WalletInteractable: Interactable, CardsListener, AddCardListener, ChargeListener {
    var router: WalletRouting? { get set }
    var listener: WalletListener? { get set }
}

protocol WalletViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class WalletRouter: ViewableRouter<WalletInteractable, WalletViewControllable>, WalletRouting {
    private let cardsBuilder: CardsBuildable
    private var cards: CardsRouting?
    private let addCardBuilder: AddCardBuildable
    private var addCard: AddCardRouting?
    private let chargeBuilder: ChargeBuildable
    private var charge: ChargeRouting?

    init(
        interactor: WalletInteractable,
        viewController: WalletViewControllable,
        cardsBuilder: CardsBuildable,
        addCardBuilder: AddCardBuildable,
        chargeBuilder: ChargeBuildable
    ) {
        self.cardsBuilder = cardsBuilder
        self.addCardBuilder = addCardBuilder
        self.chargeBuilder = chargeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCards() {
        guard cards == nil else { return }
        let child = cardsBuilder.build(withListener: interactor)
        cards = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachCards() {
        guard let child = cards else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        cards = nil
    }

    func routeToAddCard() {
        guard addCard == nil else { return }
        let child = addCardBuilder.build(withListener: interactor)
        addCard = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachAddCard() {
        guard let child = addCard else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        addCard = nil
    }

    func routeToCharge() {
        guard charge == nil else { return }
        let child = chargeBuilder.build(withListener: interactor)
        charge = child
        attachChild(child)
    }

    func detachCharge() {
        guard let child = charge else { return }
        detachChild(child)
        charge = nil
    }
}

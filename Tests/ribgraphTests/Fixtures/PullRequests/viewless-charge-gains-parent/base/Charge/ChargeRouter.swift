import RIBs

protocol ChargeInteractable: Interactable, AddCardListener, AmountListener, CardPickerListener {
    var router: ChargeRouting? { get set }
    var listener: ChargeListener? { get set }
}

protocol ChargeViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ChargeRouter: Router<ChargeInteractable>, ChargeRouting {
    private let viewController: ChargeViewControllable
    private let addCardBuilder: AddCardBuildable
    private var addCard: AddCardRouting?
    private let amountBuilder: AmountBuildable
    private var amount: AmountRouting?
    private let cardPickerBuilder: CardPickerBuildable
    private var cardPicker: CardPickerRouting?

    init(
        interactor: ChargeInteractable,
        viewController: ChargeViewControllable,
        addCardBuilder: AddCardBuildable,
        amountBuilder: AmountBuildable,
        cardPickerBuilder: CardPickerBuildable
    ) {
        self.viewController = viewController
        self.addCardBuilder = addCardBuilder
        self.amountBuilder = amountBuilder
        self.cardPickerBuilder = cardPickerBuilder
        super.init(interactor: interactor)
        interactor.router = self
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

    func routeToAmount() {
        guard amount == nil else { return }
        let child = amountBuilder.build(withListener: interactor)
        amount = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachAmount() {
        guard let child = amount else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        amount = nil
    }

    func routeToCardPicker() {
        guard cardPicker == nil else { return }
        let child = cardPickerBuilder.build(withListener: interactor)
        cardPicker = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachCardPicker() {
        guard let child = cardPicker else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        cardPicker = nil
    }
}

import RIBs

protocol ChargeRouting: Routing {
    func routeToAddCard()
    func routeToAmount()
    func routeToCardPicker()
}

protocol ChargeListener: AnyObject {
    func chargeDidClose()
}

final class ChargeInteractor: Interactor, ChargeInteractable {
    weak var router: ChargeRouting?
    weak var listener: ChargeListener?

    func addCardDidClose() {
        // the child asked to leave
    }

    func amountDidClose() {
        // the child asked to leave
    }

    func cardPickerDidClose() {
        // the child asked to leave
    }
}

import RIBs

protocol AddCardRouting: ViewableRouting {
}

protocol AddCardPresentable: Presentable {
    var listener: AddCardPresentableListener? { get set }
}

protocol AddCardListener: AnyObject {
    func addCardDidClose()
}

final class AddCardInteractor: PresentableInteractor<AddCardPresentable>, AddCardInteractable, AddCardPresentableListener {
    weak var router: AddCardRouting?
    weak var listener: AddCardListener?

    override init(presenter: AddCardPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

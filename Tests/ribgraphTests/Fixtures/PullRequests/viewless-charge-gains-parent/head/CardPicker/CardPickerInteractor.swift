import RIBs

protocol CardPickerRouting: ViewableRouting {
}

protocol CardPickerPresentable: Presentable {
    var listener: CardPickerPresentableListener? { get set }
}

protocol CardPickerListener: AnyObject {
    func cardPickerDidClose()
}

final class CardPickerInteractor: PresentableInteractor<CardPickerPresentable>, CardPickerInteractable, CardPickerPresentableListener {
    weak var router: CardPickerRouting?
    weak var listener: CardPickerListener?

    override init(presenter: CardPickerPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

import RIBs

protocol CardsRouting: ViewableRouting {
}

protocol CardsPresentable: Presentable {
    var listener: CardsPresentableListener? { get set }
}

protocol CardsListener: AnyObject {
    func cardsDidClose()
}

final class CardsInteractor: PresentableInteractor<CardsPresentable>, CardsInteractable, CardsPresentableListener {
    weak var router: CardsRouting?
    weak var listener: CardsListener?

    override init(presenter: CardsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

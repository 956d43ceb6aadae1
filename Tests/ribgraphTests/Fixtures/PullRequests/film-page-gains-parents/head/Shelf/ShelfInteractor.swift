import RIBs

protocol ShelfRouting: ViewableRouting {
}

protocol ShelfPresentable: Presentable {
    var listener: ShelfPresentableListener? { get set }
}

protocol ShelfListener: AnyObject {
    func shelfDidClose()
}

final class ShelfInteractor: PresentableInteractor<ShelfPresentable>, ShelfInteractable, ShelfPresentableListener {
    weak var router: ShelfRouting?
    weak var listener: ShelfListener?

    override init(presenter: ShelfPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

import RIBs

protocol ChipsRouting: ViewableRouting {
}

protocol ChipsPresentable: Presentable {
    var listener: ChipsPresentableListener? { get set }
}

protocol ChipsListener: AnyObject {
    func chipsDidClose()
}

final class ChipsInteractor: PresentableInteractor<ChipsPresentable>, ChipsInteractable, ChipsPresentableListener {
    weak var router: ChipsRouting?
    weak var listener: ChipsListener?

    override init(presenter: ChipsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

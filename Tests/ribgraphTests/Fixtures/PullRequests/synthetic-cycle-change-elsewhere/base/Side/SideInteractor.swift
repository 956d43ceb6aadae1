import RIBs

protocol SideRouting: ViewableRouting {
}

protocol SidePresentable: Presentable {
    var listener: SidePresentableListener? { get set }
}

protocol SideListener: AnyObject {
    func sideDidClose()
}

final class SideInteractor: PresentableInteractor<SidePresentable>, SideInteractable, SidePresentableListener {
    weak var router: SideRouting?
    weak var listener: SideListener?

    override init(presenter: SidePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

import RIBs

protocol HelpRouting: ViewableRouting {
}

protocol HelpPresentable: Presentable {
    var listener: HelpPresentableListener? { get set }
}

protocol HelpListener: AnyObject {
    func helpDidClose()
}

final class HelpInteractor: PresentableInteractor<HelpPresentable>, HelpInteractable, HelpPresentableListener {
    weak var router: HelpRouting?
    weak var listener: HelpListener?

    override init(presenter: HelpPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

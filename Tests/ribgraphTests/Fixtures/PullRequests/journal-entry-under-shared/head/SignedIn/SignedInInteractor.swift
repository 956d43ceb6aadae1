import RIBs

protocol SignedInRouting: ViewableRouting {
    func routeToNearby()
}

protocol SignedInPresentable: Presentable {
    var listener: SignedInPresentableListener? { get set }
}

protocol SignedInListener: AnyObject {
    func signedInDidClose()
}

final class SignedInInteractor: PresentableInteractor<SignedInPresentable>, SignedInInteractable, SignedInPresentableListener {
    weak var router: SignedInRouting?
    weak var listener: SignedInListener?

    override init(presenter: SignedInPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func nearbyDidClose() {
        // the child asked to leave
    }

    func journalDidClose() {
        // the child asked to leave
    }
}

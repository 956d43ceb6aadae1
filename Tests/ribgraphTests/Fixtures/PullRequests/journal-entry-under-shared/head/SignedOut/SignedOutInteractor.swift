import RIBs

protocol SignedOutRouting: ViewableRouting {
}

protocol SignedOutPresentable: Presentable {
    var listener: SignedOutPresentableListener? { get set }
}

protocol SignedOutListener: AnyObject {
    func signedOutDidClose()
}

final class SignedOutInteractor: PresentableInteractor<SignedOutPresentable>, SignedOutInteractable, SignedOutPresentableListener {
    weak var router: SignedOutRouting?
    weak var listener: SignedOutListener?

    override init(presenter: SignedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

import RIBs

protocol PeopleRouting: ViewableRouting {
    func routeToProfile()
}

protocol PeoplePresentable: Presentable {
    var listener: PeoplePresentableListener? { get set }
}

protocol PeopleListener: AnyObject {
    func peopleDidClose()
}

final class PeopleInteractor: PresentableInteractor<PeoplePresentable>, PeopleInteractable, PeoplePresentableListener {
    weak var router: PeopleRouting?
    weak var listener: PeopleListener?

    override init(presenter: PeoplePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func profileDidClose() {
        // the child asked to leave
    }
}

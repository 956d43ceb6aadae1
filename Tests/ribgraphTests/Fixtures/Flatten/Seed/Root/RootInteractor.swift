import RIBs

protocol RootRouting: ViewableRouting {
    func routeToAA()
    func routeToCC()
    func routeToCaseA()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectAA() {
        router?.routeToAA()
    }

    func aADidClose() {}

    func selectCC() {
        router?.routeToCC()
    }

    func cCDidClose() {}

    func selectCaseA() {
        router?.routeToCaseA()
    }

    func caseADidClose() {}
}

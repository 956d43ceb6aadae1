import RIBs

protocol TabsRouting: ViewableRouting {
    func routeToFeed()
    func routeToFinder()
    func routeToSaved()
}

protocol TabsPresentable: Presentable {
    var listener: TabsPresentableListener? { get set }
}

protocol TabsListener: AnyObject {
    func tabsDidClose()
}

final class TabsInteractor: PresentableInteractor<TabsPresentable>, TabsInteractable, TabsPresentableListener {
    weak var router: TabsRouting?
    weak var listener: TabsListener?

    override init(presenter: TabsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func feedDidClose() {
        // the child asked to leave
    }

    func finderDidClose() {
        // the child asked to leave
    }

    func savedDidClose() {
        // the child asked to leave
    }
}

import RIBs

protocol TabsRouting: ViewableRouting {
    func routeToPeople()
    func routeToGallery()
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

    func peopleDidClose() {
        // the child asked to leave
    }

    func galleryDidClose() {
        // the child asked to leave
    }
}

import RIBs

protocol TabsInteractable: Interactable, FeedListener, FinderListener, SavedListener {
    var router: TabsRouting? { get set }
    var listener: TabsListener? { get set }
}

protocol TabsViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable>, TabsRouting {
    private let feedBuilder: FeedBuildable
    private var feed: FeedRouting?
    private let finderBuilder: FinderBuildable
    private var finder: FinderRouting?
    private let savedBuilder: SavedBuildable
    private var saved: SavedRouting?

    init(
        interactor: TabsInteractable,
        viewController: TabsViewControllable,
        feedBuilder: FeedBuildable,
        finderBuilder: FinderBuildable,
        savedBuilder: SavedBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.finderBuilder = finderBuilder
        self.savedBuilder = savedBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToFeed() {
        guard feed == nil else { return }
        let child = feedBuilder.build(withListener: interactor)
        feed = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachFeed() {
        guard let child = feed else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        feed = nil
    }

    func routeToFinder() {
        guard finder == nil else { return }
        let child = finderBuilder.build(withListener: interactor)
        finder = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachFinder() {
        guard let child = finder else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        finder = nil
    }

    func routeToSaved() {
        guard saved == nil else { return }
        let child = savedBuilder.build(withListener: interactor)
        saved = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSaved() {
        guard let child = saved else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        saved = nil
    }
}

import RIBs

protocol RootInteractable: Interactable, FeedListener, SearchListener, SavedListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable
    private var feed: FeedRouting?
    private let searchBuilder: SearchBuildable
    private var search: SearchRouting?
    private let savedBuilder: SavedBuildable
    private var saved: SavedRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable,
        searchBuilder: SearchBuildable,
        savedBuilder: SavedBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.searchBuilder = searchBuilder
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

    func routeToSearch() {
        guard search == nil else { return }
        let child = searchBuilder.build(withListener: interactor)
        search = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSearch() {
        guard let child = search else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        search = nil
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

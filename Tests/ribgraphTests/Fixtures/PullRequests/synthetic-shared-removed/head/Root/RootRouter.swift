import RIBs

protocol RootInteractable: Interactable, FeedListener, SearchListener {
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

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable,
        searchBuilder: SearchBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.searchBuilder = searchBuilder
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
}

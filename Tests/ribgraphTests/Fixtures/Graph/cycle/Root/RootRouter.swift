import RIBs

protocol RootInteractable: Interactable, FeedListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable
    private var feed: FeedRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable
    ) {
        self.feedBuilder = feedBuilder
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
}

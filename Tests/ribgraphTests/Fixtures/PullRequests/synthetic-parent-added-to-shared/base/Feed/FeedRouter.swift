import RIBs

protocol FeedInteractable: Interactable, ShareListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let shareBuilder: ShareBuildable
    private var share: ShareRouting?

    init(
        interactor: FeedInteractable,
        viewController: FeedViewControllable,
        shareBuilder: ShareBuildable
    ) {
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShare() {
        guard share == nil else { return }
        let child = shareBuilder.build(withListener: interactor)
        share = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachShare() {
        guard let child = share else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        share = nil
    }
}

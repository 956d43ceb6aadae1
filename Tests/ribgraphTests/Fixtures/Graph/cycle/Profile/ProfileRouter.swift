import RIBs

protocol ProfileInteractable: Interactable, FeedListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let feedBuilder: FeedBuildable
    private var feed: FeedRouting?

    init(
        interactor: ProfileInteractable,
        viewController: ProfileViewControllable,
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

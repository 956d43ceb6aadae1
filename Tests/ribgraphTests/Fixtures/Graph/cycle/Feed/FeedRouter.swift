import RIBs

protocol FeedInteractable: Interactable, ProfileListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let profileBuilder: ProfileBuildable
    private var profile: ProfileRouting?

    init(
        interactor: FeedInteractable,
        viewController: FeedViewControllable,
        profileBuilder: ProfileBuildable
    ) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToProfile() {
        guard profile == nil else { return }
        let child = profileBuilder.build(withListener: interactor)
        profile = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }
}

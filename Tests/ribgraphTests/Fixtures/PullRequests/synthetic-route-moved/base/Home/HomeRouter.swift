import RIBs

protocol HomeInteractable: Interactable, ProfileListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let profileBuilder: ProfileBuildable
    private var profile: ProfileRouting?

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
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

    func detachProfile() {
        guard let child = profile else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        profile = nil
    }
}

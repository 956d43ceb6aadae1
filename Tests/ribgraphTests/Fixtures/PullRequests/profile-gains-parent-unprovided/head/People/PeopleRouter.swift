import RIBs

protocol PeopleInteractable: Interactable, ProfileListener {
    var router: PeopleRouting? { get set }
    var listener: PeopleListener? { get set }
}

protocol PeopleViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class PeopleRouter: ViewableRouter<PeopleInteractable, PeopleViewControllable>, PeopleRouting {
    private let profileBuilder: ProfileBuildable
    private var profile: ProfileRouting?

    init(
        interactor: PeopleInteractable,
        viewController: PeopleViewControllable,
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

import RIBs

protocol GalleryInteractable: Interactable, ProfileListener {
    var router: GalleryRouting? { get set }
    var listener: GalleryListener? { get set }
}

protocol GalleryViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class GalleryRouter: ViewableRouter<GalleryInteractable, GalleryViewControllable>, GalleryRouting {
    private let profileBuilder: ProfileBuilder
    private var profile: ProfileRouting?

    init(
        interactor: GalleryInteractable,
        viewController: GalleryViewControllable,
        profileBuilder: ProfileBuilder
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

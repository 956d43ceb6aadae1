import RIBs

protocol ProfileInteractable: Interactable, LocationListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let locationBuilder: LocationBuildable
    private var location: LocationRouting?

    init(
        interactor: ProfileInteractable,
        viewController: ProfileViewControllable,
        locationBuilder: LocationBuildable
    ) {
        self.locationBuilder = locationBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLocation() {
        guard location == nil else { return }
        let child = locationBuilder.build(withListener: interactor)
        location = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachLocation() {
        guard let child = location else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        location = nil
    }
}

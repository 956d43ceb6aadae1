import RIBs

protocol SettingsInteractable: Interactable, ProfileListener {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}

protocol SettingsViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    private let profileBuilder: ProfileBuildable
    private var profile: ProfileRouting?

    init(
        interactor: SettingsInteractable,
        viewController: SettingsViewControllable,
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

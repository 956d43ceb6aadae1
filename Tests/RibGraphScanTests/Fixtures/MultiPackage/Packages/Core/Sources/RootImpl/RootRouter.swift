import ProfileInterface
import RIBs
import SettingsImpl

protocol RootInteractable: Interactable, ProfileListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ viewController: ViewControllable)
}

@MainActor
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let profileBuilder: any ProfileBuildable
    private let settingsBuilder: SettingsBuilder
    private var settings: Routing?

    init(interactor: RootInteractable,
         viewController: RootViewControllable,
         profileBuilder: ProfileBuildable,
         settingsBuilder: SettingsBuilder) {
        self.profileBuilder = profileBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let profile = profileBuilder.build(withListener: interactor)
        attachChild(profile)
        viewController.show(profile.viewControllable)
        let settings = settingsBuilder.build()
        self.settings = settings
        attachChild(settings)
    }
}

import AvatarImpl
import RIBs

protocol ProfileInteractable: Interactable, AvatarListener {
    var router: ProfileRouting? { get set }
}

protocol ProfileViewControllable: ViewControllable {
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let avatarBuilder: AvatarBuildable

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, avatarBuilder: AvatarBuildable) {
        self.avatarBuilder = avatarBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

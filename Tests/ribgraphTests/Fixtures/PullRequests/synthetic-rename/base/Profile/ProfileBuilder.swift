import RIBs
import UIKit

protocol ProfileDependency: Dependency {
    var session: String { get }
}

final class ProfileComponent: Component<ProfileDependency>, AvatarDependency {
}

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        let avatarBuilder = AvatarBuilder(dependency: component)
        return ProfileRouter(
            interactor: interactor,
            viewController: viewController,
            avatarBuilder: avatarBuilder
        )
    }
}

protocol ProfileRouting: ViewableRouting {}
protocol ProfileListener: AnyObject {}
protocol ProfilePresentable: Presentable {}
protocol ProfileInteractable: Interactable, AvatarListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}
protocol ProfileViewControllable: ViewControllable {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let avatarBuilder: AvatarBuildable

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, avatarBuilder: AvatarBuildable) {
        self.avatarBuilder = avatarBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

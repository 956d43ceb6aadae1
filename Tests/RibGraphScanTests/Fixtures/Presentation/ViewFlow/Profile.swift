import RIBs
import UIKit

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfileDependency> {}

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        _ = component
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ProfileRouting: ViewableRouting {}
protocol ProfilePresentable: Presentable {}
protocol ProfileListener: AnyObject {}

protocol ProfileInteractable: Interactable {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {}

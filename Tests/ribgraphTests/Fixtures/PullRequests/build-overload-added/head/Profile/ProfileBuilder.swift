import RIBs
import UIKit

protocol ProfileDependency: Dependency {
}

final class ProfileComponent: Component<ProfileDependency> {
}

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
    func build(withListener listener: ProfileListener, routineID: Int) -> ProfileRouting
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
        return ProfileRouter(
            interactor: interactor,
            viewController: viewController
        )
    }

    func build(withListener listener: ProfileListener, routineID: Int) -> ProfileRouting {
        build(withListener: listener)
    }
}

protocol ProfileRouting: ViewableRouting {}
protocol ProfileListener: AnyObject {}
protocol ProfilePresentable: Presentable {}
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

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

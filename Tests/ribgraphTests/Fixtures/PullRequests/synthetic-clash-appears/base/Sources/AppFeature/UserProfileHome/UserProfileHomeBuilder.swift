import RIBs
import UIKit

protocol UserProfileHomeDependency: Dependency {
}

final class UserProfileHomeComponent: Component<UserProfileHomeDependency> {
}

protocol UserProfileHomeBuildable: Buildable {
    func build(withListener listener: UserProfileHomeListener) -> UserProfileHomeRouting
}

final class UserProfileHomeBuilder: Builder<UserProfileHomeDependency>, UserProfileHomeBuildable {
    override init(dependency: UserProfileHomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: UserProfileHomeListener) -> UserProfileHomeRouting {
        let component = UserProfileHomeComponent(dependency: dependency)
        let viewController = UserProfileHomeViewController()
        let interactor = UserProfileHomeInteractor(presenter: viewController)
        interactor.listener = listener
        return UserProfileHomeRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol UserProfileHomeRouting: ViewableRouting {}
protocol UserProfileHomeListener: AnyObject {}
protocol UserProfileHomePresentable: Presentable {}
protocol UserProfileHomeInteractable: Interactable {
    var router: UserProfileHomeRouting? { get set }
    var listener: UserProfileHomeListener? { get set }
}
protocol UserProfileHomeViewControllable: ViewControllable {}

final class UserProfileHomeInteractor: PresentableInteractor<UserProfileHomePresentable>, UserProfileHomeInteractable {
    weak var router: UserProfileHomeRouting?
    weak var listener: UserProfileHomeListener?
}

final class UserProfileHomeViewController: UIViewController, UserProfileHomePresentable, UserProfileHomeViewControllable {}

final class UserProfileHomeRouter: ViewableRouter<UserProfileHomeInteractable, UserProfileHomeViewControllable>, UserProfileHomeRouting {

    init(interactor: UserProfileHomeInteractable, viewController: UserProfileHomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

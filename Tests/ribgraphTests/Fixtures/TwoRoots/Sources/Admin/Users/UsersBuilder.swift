import RIBs
import UIKit

protocol UsersDependency: Dependency {
}

final class UsersComponent: Component<UsersDependency> {
}

protocol UsersBuildable: Buildable {
    func build(withListener listener: UsersListener) -> UsersRouting
}

final class UsersBuilder: Builder<UsersDependency>, UsersBuildable {
    override init(dependency: UsersDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: UsersListener) -> UsersRouting {
        let component = UsersComponent(dependency: dependency)
        let viewController = UsersViewController()
        let interactor = UsersInteractor(presenter: viewController)
        interactor.listener = listener
        return UsersRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol UsersRouting: ViewableRouting {}
protocol UsersListener: AnyObject {}
protocol UsersPresentable: Presentable {}
protocol UsersInteractable: Interactable {
    var router: UsersRouting? { get set }
    var listener: UsersListener? { get set }
}
protocol UsersViewControllable: ViewControllable {}

final class UsersInteractor: PresentableInteractor<UsersPresentable>, UsersInteractable {
    weak var router: UsersRouting?
    weak var listener: UsersListener?
}

final class UsersViewController: UIViewController, UsersPresentable, UsersViewControllable {}

final class UsersRouter: ViewableRouter<UsersInteractable, UsersViewControllable>, UsersRouting {

    init(interactor: UsersInteractable, viewController: UsersViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

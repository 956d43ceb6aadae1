import RIBs
import UIKit

protocol AccountDependency: Dependency {
    var session: String { get }
}

final class AccountComponent: Component<AccountDependency>, AvatarDependency {
}

protocol AccountBuildable: Buildable {
    func build(withListener listener: AccountListener) -> AccountRouting
}

final class AccountBuilder: Builder<AccountDependency>, AccountBuildable {
    override init(dependency: AccountDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AccountListener) -> AccountRouting {
        let component = AccountComponent(dependency: dependency)
        let viewController = AccountViewController()
        let interactor = AccountInteractor(presenter: viewController)
        interactor.listener = listener
        let avatarBuilder = AvatarBuilder(dependency: component)
        return AccountRouter(
            interactor: interactor,
            viewController: viewController,
            avatarBuilder: avatarBuilder
        )
    }
}

protocol AccountRouting: ViewableRouting {}
protocol AccountListener: AnyObject {}
protocol AccountPresentable: Presentable {}
protocol AccountInteractable: Interactable, AvatarListener {
    var router: AccountRouting? { get set }
    var listener: AccountListener? { get set }
}
protocol AccountViewControllable: ViewControllable {}

final class AccountInteractor: PresentableInteractor<AccountPresentable>, AccountInteractable {
    weak var router: AccountRouting?
    weak var listener: AccountListener?
}

final class AccountViewController: UIViewController, AccountPresentable, AccountViewControllable {}

final class AccountRouter: ViewableRouter<AccountInteractable, AccountViewControllable>, AccountRouting {
    private let avatarBuilder: AvatarBuildable

    init(interactor: AccountInteractable, viewController: AccountViewControllable, avatarBuilder: AvatarBuildable) {
        self.avatarBuilder = avatarBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

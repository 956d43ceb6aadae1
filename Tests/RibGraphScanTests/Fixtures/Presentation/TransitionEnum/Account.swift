import RIBs
import UIKit

protocol AccountDependency: Dependency {}

final class AccountComponent: Component<AccountDependency> {}

protocol AccountBuildable: Buildable {
    func build(withListener listener: AccountListener) -> AccountRouting
}

final class AccountBuilder: Builder<AccountDependency>, AccountBuildable {
    func build(withListener listener: AccountListener) -> AccountRouting {
        let component = AccountComponent(dependency: dependency)
        _ = component
        let viewController = AccountViewController()
        let interactor = AccountInteractor(presenter: viewController)
        interactor.listener = listener
        return AccountRouter(interactor: interactor, viewController: viewController)
    }
}

protocol AccountRouting: ViewableRouting {}
protocol AccountPresentable: Presentable {}
protocol AccountListener: AnyObject {}

protocol AccountInteractable: Interactable {
    var router: AccountRouting? { get set }
    var listener: AccountListener? { get set }
}

protocol AccountViewControllable: ViewControllable {}

final class AccountInteractor: PresentableInteractor<AccountPresentable>, AccountInteractable {
    weak var router: AccountRouting?
    weak var listener: AccountListener?
}

final class AccountViewController: UIViewController, AccountPresentable, AccountViewControllable {}

final class AccountRouter: ViewableRouter<AccountInteractable, AccountViewControllable>, AccountRouting {}

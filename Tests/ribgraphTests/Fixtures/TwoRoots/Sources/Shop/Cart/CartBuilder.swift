import RIBs
import UIKit

protocol CartDependency: Dependency {
}

final class CartComponent: Component<CartDependency> {
}

protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> CartRouting
}

final class CartBuilder: Builder<CartDependency>, CartBuildable {
    override init(dependency: CartDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CartListener) -> CartRouting {
        let component = CartComponent(dependency: dependency)
        let viewController = CartViewController()
        let interactor = CartInteractor(presenter: viewController)
        interactor.listener = listener
        return CartRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol CartRouting: ViewableRouting {}
protocol CartListener: AnyObject {}
protocol CartPresentable: Presentable {}
protocol CartInteractable: Interactable {
    var router: CartRouting? { get set }
    var listener: CartListener? { get set }
}
protocol CartViewControllable: ViewControllable {}

final class CartInteractor: PresentableInteractor<CartPresentable>, CartInteractable {
    weak var router: CartRouting?
    weak var listener: CartListener?
}

final class CartViewController: UIViewController, CartPresentable, CartViewControllable {}

final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable>, CartRouting {

    init(interactor: CartInteractable, viewController: CartViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

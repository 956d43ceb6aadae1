import RIBs
import UIKit

protocol DeadDependency: Dependency {}

final class DeadComponent: Component<DeadDependency> {}

protocol DeadBuildable: Buildable {
    func build(withListener listener: DeadListener) -> DeadRouting
}

final class DeadBuilder: Builder<DeadDependency>, DeadBuildable {
    func build(withListener listener: DeadListener) -> DeadRouting {
        let viewController = DeadViewController()
        let interactor = DeadInteractor(presenter: viewController)
        interactor.listener = listener
        return DeadRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DeadRouting: ViewableRouting {}
protocol DeadPresentable: Presentable {}
protocol DeadListener: AnyObject {}

protocol DeadInteractable: Interactable {
    var router: DeadRouting? { get set }
    var listener: DeadListener? { get set }
}

protocol DeadViewControllable: ViewControllable {}

final class DeadInteractor: PresentableInteractor<DeadPresentable>, DeadInteractable {
    weak var router: DeadRouting?
    weak var listener: DeadListener?
}

final class DeadViewController: UIViewController, DeadPresentable, DeadViewControllable {}

final class DeadRouter: ViewableRouter<DeadInteractable, DeadViewControllable>, DeadRouting {}

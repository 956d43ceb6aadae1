import RIBs
import UIKit

protocol InboxDependency: Dependency {}

final class InboxComponent: Component<InboxDependency> {}

protocol InboxBuildable: Buildable {
    func build(withListener listener: InboxListener) -> InboxRouting
}

final class InboxBuilder: Builder<InboxDependency>, InboxBuildable {
    func build(withListener listener: InboxListener) -> InboxRouting {
        let component = InboxComponent(dependency: dependency)
        _ = component
        let viewController = InboxViewController()
        let interactor = InboxInteractor(presenter: viewController)
        interactor.listener = listener
        return InboxRouter(interactor: interactor, viewController: viewController)
    }
}

protocol InboxRouting: ViewableRouting {}
protocol InboxPresentable: Presentable {}
protocol InboxListener: AnyObject {}

protocol InboxInteractable: Interactable {
    var router: InboxRouting? { get set }
    var listener: InboxListener? { get set }
}

protocol InboxViewControllable: ViewControllable {}

final class InboxInteractor: PresentableInteractor<InboxPresentable>, InboxInteractable {
    weak var router: InboxRouting?
    weak var listener: InboxListener?
}

final class InboxViewController: UIViewController, InboxPresentable, InboxViewControllable {}

final class InboxRouter: ViewableRouter<InboxInteractable, InboxViewControllable>, InboxRouting {}

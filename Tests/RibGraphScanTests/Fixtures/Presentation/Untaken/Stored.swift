import RIBs
import UIKit

protocol StoredDependency: Dependency {}

final class StoredComponent: Component<StoredDependency> {}

protocol StoredBuildable: Buildable {
    func build(withListener listener: StoredListener) -> StoredRouting
}

final class StoredBuilder: Builder<StoredDependency>, StoredBuildable {
    func build(withListener listener: StoredListener) -> StoredRouting {
        let viewController = StoredViewController()
        let interactor = StoredInteractor(presenter: viewController)
        interactor.listener = listener
        return StoredRouter(interactor: interactor, viewController: viewController)
    }
}

protocol StoredRouting: ViewableRouting {}
protocol StoredPresentable: Presentable {}
protocol StoredListener: AnyObject {}

protocol StoredInteractable: Interactable {
    var router: StoredRouting? { get set }
    var listener: StoredListener? { get set }
}

protocol StoredViewControllable: ViewControllable {}

final class StoredInteractor: PresentableInteractor<StoredPresentable>, StoredInteractable {
    weak var router: StoredRouting?
    weak var listener: StoredListener?
}

final class StoredViewController: UIViewController, StoredPresentable, StoredViewControllable {}

final class StoredRouter: ViewableRouter<StoredInteractable, StoredViewControllable>, StoredRouting {}

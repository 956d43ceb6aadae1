import RIBs
import UIKit

protocol SavedDependency: Dependency {}

final class SavedComponent: Component<SavedDependency> {}

protocol SavedBuildable: Buildable {
    func build(withListener listener: SavedListener) -> SavedRouting
}

final class SavedBuilder: Builder<SavedDependency>, SavedBuildable {
    func build(withListener listener: SavedListener) -> SavedRouting {
        let component = SavedComponent(dependency: dependency)
        _ = component
        let viewController = SavedViewController()
        let interactor = SavedInteractor(presenter: viewController)
        interactor.listener = listener
        return SavedRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SavedRouting: ViewableRouting {}
protocol SavedPresentable: Presentable {}
protocol SavedListener: AnyObject {}

protocol SavedInteractable: Interactable {
    var router: SavedRouting? { get set }
    var listener: SavedListener? { get set }
}

protocol SavedViewControllable: ViewControllable {}

final class SavedInteractor: PresentableInteractor<SavedPresentable>, SavedInteractable {
    weak var router: SavedRouting?
    weak var listener: SavedListener?
}

final class SavedViewController: UIViewController, SavedPresentable, SavedViewControllable {}

final class SavedRouter: ViewableRouter<SavedInteractable, SavedViewControllable>, SavedRouting {}

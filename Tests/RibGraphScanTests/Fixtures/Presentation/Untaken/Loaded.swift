import RIBs
import UIKit

protocol LoadedDependency: Dependency {}

final class LoadedComponent: Component<LoadedDependency> {}

protocol LoadedBuildable: Buildable {
    func build(withListener listener: LoadedListener) -> LoadedRouting
}

final class LoadedBuilder: Builder<LoadedDependency>, LoadedBuildable {
    func build(withListener listener: LoadedListener) -> LoadedRouting {
        let viewController = LoadedViewController()
        let interactor = LoadedInteractor(presenter: viewController)
        interactor.listener = listener
        return LoadedRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LoadedRouting: ViewableRouting {}
protocol LoadedPresentable: Presentable {}
protocol LoadedListener: AnyObject {}

protocol LoadedInteractable: Interactable {
    var router: LoadedRouting? { get set }
    var listener: LoadedListener? { get set }
}

protocol LoadedViewControllable: ViewControllable {}

final class LoadedInteractor: PresentableInteractor<LoadedPresentable>, LoadedInteractable {
    weak var router: LoadedRouting?
    weak var listener: LoadedListener?
}

final class LoadedViewController: UIViewController, LoadedPresentable, LoadedViewControllable {}

final class LoadedRouter: ViewableRouter<LoadedInteractable, LoadedViewControllable>, LoadedRouting {}

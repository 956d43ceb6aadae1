import RIBs
import UIKit

protocol DoneDependency: Dependency {}

final class DoneComponent: Component<DoneDependency> {}

protocol DoneBuildable: Buildable {
    func build(withListener listener: DoneListener) -> DoneRouting
}

final class DoneBuilder: Builder<DoneDependency>, DoneBuildable {
    func build(withListener listener: DoneListener) -> DoneRouting {
        let component = DoneComponent(dependency: dependency)
        _ = component
        let viewController = DoneViewController()
        let interactor = DoneInteractor(presenter: viewController)
        interactor.listener = listener
        return DoneRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DoneRouting: ViewableRouting {}
protocol DonePresentable: Presentable {}
protocol DoneListener: AnyObject {}

protocol DoneInteractable: Interactable {
    var router: DoneRouting? { get set }
    var listener: DoneListener? { get set }
}

protocol DoneViewControllable: ViewControllable {}

final class DoneInteractor: PresentableInteractor<DonePresentable>, DoneInteractable {
    weak var router: DoneRouting?
    weak var listener: DoneListener?
}

final class DoneViewController: UIViewController, DonePresentable, DoneViewControllable {}

final class DoneRouter: ViewableRouter<DoneInteractable, DoneViewControllable>, DoneRouting {}

import RIBs
import UIKit

protocol HelpDependency: Dependency {}

final class HelpComponent: Component<HelpDependency> {}

protocol HelpBuildable: Buildable {
    func build(withListener listener: HelpListener) -> HelpRouting
}

final class HelpBuilder: Builder<HelpDependency>, HelpBuildable {
    func build(withListener listener: HelpListener) -> HelpRouting {
        let component = HelpComponent(dependency: dependency)
        _ = component
        let viewController = HelpViewController()
        let interactor = HelpInteractor(presenter: viewController)
        interactor.listener = listener
        return HelpRouter(interactor: interactor, viewController: viewController)
    }
}

protocol HelpRouting: ViewableRouting {}
protocol HelpPresentable: Presentable {}
protocol HelpListener: AnyObject {}

protocol HelpInteractable: Interactable {
    var router: HelpRouting? { get set }
    var listener: HelpListener? { get set }
}

protocol HelpViewControllable: ViewControllable {}

final class HelpInteractor: PresentableInteractor<HelpPresentable>, HelpInteractable {
    weak var router: HelpRouting?
    weak var listener: HelpListener?
}

final class HelpViewController: UIViewController, HelpPresentable, HelpViewControllable {}

final class HelpRouter: ViewableRouter<HelpInteractable, HelpViewControllable>, HelpRouting {}

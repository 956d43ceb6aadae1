import RIBs
import UIKit

protocol WelcomeDependency: Dependency {}

final class WelcomeComponent: Component<WelcomeDependency> {}

protocol WelcomeBuildable: Buildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting
}

final class WelcomeBuilder: Builder<WelcomeDependency>, WelcomeBuildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting {
        let component = WelcomeComponent(dependency: dependency)
        _ = component
        let viewController = WelcomeViewController()
        let interactor = WelcomeInteractor(presenter: viewController)
        interactor.listener = listener
        return WelcomeRouter(interactor: interactor, viewController: viewController)
    }
}

protocol WelcomeRouting: ViewableRouting {}
protocol WelcomePresentable: Presentable {}
protocol WelcomeListener: AnyObject {}

protocol WelcomeInteractable: Interactable {
    var router: WelcomeRouting? { get set }
    var listener: WelcomeListener? { get set }
}

protocol WelcomeViewControllable: ViewControllable {}

final class WelcomeInteractor: PresentableInteractor<WelcomePresentable>, WelcomeInteractable {
    weak var router: WelcomeRouting?
    weak var listener: WelcomeListener?
}

final class WelcomeViewController: UIViewController, WelcomePresentable, WelcomeViewControllable {}

final class WelcomeRouter: ViewableRouter<WelcomeInteractable, WelcomeViewControllable>, WelcomeRouting {}

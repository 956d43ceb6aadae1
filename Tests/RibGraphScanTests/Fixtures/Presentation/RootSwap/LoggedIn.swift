import RIBs
import UIKit

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<LoggedInDependency> {}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> LoggedInRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: LoggedInListener) -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency)
        _ = component
        let viewController = LoggedInViewController()
        let interactor = LoggedInInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedInRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LoggedInRouting: ViewableRouting {}
protocol LoggedInPresentable: Presentable {}
protocol LoggedInListener: AnyObject {}

protocol LoggedInInteractable: Interactable {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

protocol LoggedInViewControllable: ViewControllable {}

final class LoggedInInteractor: PresentableInteractor<LoggedInPresentable>, LoggedInInteractable {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
}

final class LoggedInViewController: UIViewController, LoggedInPresentable, LoggedInViewControllable {}

final class LoggedInRouter: ViewableRouter<LoggedInInteractable, LoggedInViewControllable>, LoggedInRouting {}

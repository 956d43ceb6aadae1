import RIBs
import UIKit

protocol HeaderDependency: Dependency {}

final class HeaderComponent: Component<HeaderDependency> {}

protocol HeaderBuildable: Buildable {
    func build(withListener listener: HeaderListener) -> HeaderRouting
}

final class HeaderBuilder: Builder<HeaderDependency>, HeaderBuildable {
    func build(withListener listener: HeaderListener) -> HeaderRouting {
        let component = HeaderComponent(dependency: dependency)
        _ = component
        let viewController = HeaderViewController()
        let interactor = HeaderInteractor(presenter: viewController)
        interactor.listener = listener
        return HeaderRouter(interactor: interactor, viewController: viewController)
    }
}

protocol HeaderRouting: ViewableRouting {}
protocol HeaderPresentable: Presentable {}
protocol HeaderListener: AnyObject {}

protocol HeaderInteractable: Interactable {
    var router: HeaderRouting? { get set }
    var listener: HeaderListener? { get set }
}

protocol HeaderViewControllable: ViewControllable {}

final class HeaderInteractor: PresentableInteractor<HeaderPresentable>, HeaderInteractable {
    weak var router: HeaderRouting?
    weak var listener: HeaderListener?
}

final class HeaderViewController: UIViewController, HeaderPresentable, HeaderViewControllable {}

final class HeaderRouter: ViewableRouter<HeaderInteractable, HeaderViewControllable>, HeaderRouting {}

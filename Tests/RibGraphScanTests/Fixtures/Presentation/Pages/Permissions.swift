import RIBs
import UIKit

protocol PermissionsDependency: Dependency {}

final class PermissionsComponent: Component<PermissionsDependency> {}

protocol PermissionsBuildable: Buildable {
    func build(withListener listener: PermissionsListener) -> PermissionsRouting
}

final class PermissionsBuilder: Builder<PermissionsDependency>, PermissionsBuildable {
    func build(withListener listener: PermissionsListener) -> PermissionsRouting {
        let component = PermissionsComponent(dependency: dependency)
        _ = component
        let viewController = PermissionsViewController()
        let interactor = PermissionsInteractor(presenter: viewController)
        interactor.listener = listener
        return PermissionsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol PermissionsRouting: ViewableRouting {}
protocol PermissionsPresentable: Presentable {}
protocol PermissionsListener: AnyObject {}

protocol PermissionsInteractable: Interactable {
    var router: PermissionsRouting? { get set }
    var listener: PermissionsListener? { get set }
}

protocol PermissionsViewControllable: ViewControllable {}

final class PermissionsInteractor: PresentableInteractor<PermissionsPresentable>, PermissionsInteractable {
    weak var router: PermissionsRouting?
    weak var listener: PermissionsListener?
}

final class PermissionsViewController: UIViewController, PermissionsPresentable, PermissionsViewControllable {}

final class PermissionsRouter: ViewableRouter<PermissionsInteractable, PermissionsViewControllable>, PermissionsRouting {}

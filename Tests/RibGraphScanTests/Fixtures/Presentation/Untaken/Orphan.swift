import RIBs
import UIKit

protocol OrphanDependency: Dependency {}

final class OrphanComponent: Component<OrphanDependency> {}

protocol OrphanBuildable: Buildable {
    func build(withListener listener: OrphanListener) -> OrphanRouting
}

final class OrphanBuilder: Builder<OrphanDependency>, OrphanBuildable {
    func build(withListener listener: OrphanListener) -> OrphanRouting {
        let viewController = OrphanViewController()
        let interactor = OrphanInteractor(presenter: viewController)
        interactor.listener = listener
        return OrphanRouter(interactor: interactor, viewController: viewController)
    }
}

protocol OrphanRouting: ViewableRouting {}
protocol OrphanPresentable: Presentable {}
protocol OrphanListener: AnyObject {}

protocol OrphanInteractable: Interactable {
    var router: OrphanRouting? { get set }
    var listener: OrphanListener? { get set }
}

protocol OrphanViewControllable: ViewControllable {}

final class OrphanInteractor: PresentableInteractor<OrphanPresentable>, OrphanInteractable {
    weak var router: OrphanRouting?
    weak var listener: OrphanListener?
}

final class OrphanViewController: UIViewController, OrphanPresentable, OrphanViewControllable {}

final class OrphanRouter: ViewableRouter<OrphanInteractable, OrphanViewControllable>, OrphanRouting {}

import RIBs
import UIKit

protocol ShareDependency: Dependency {}

final class ShareComponent: Component<ShareDependency> {}

protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener) -> ShareRouting
}

/// Shares a recent search.
final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShareListener) -> ShareRouting {
        let component = ShareComponent(dependency: dependency)
        let viewController = ShareViewController()
        let interactor = ShareInteractor(presenter: viewController)
        interactor.listener = listener
        return ShareRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ShareRouting: ViewableRouting {
}

protocol SharePresentable: Presentable {
    var listener: SharePresentableListener? { get set }
}

protocol ShareListener: AnyObject {
    func shareDidClose()
}

final class ShareInteractor: PresentableInteractor<SharePresentable>, ShareInteractable, SharePresentableListener {
    weak var router: ShareRouting?
    weak var listener: ShareListener?

    override init(presenter: SharePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.shareDidClose()
    }
}

protocol ShareInteractable: Interactable {
    var router: ShareRouting? { get set }
    var listener: ShareListener? { get set }
}

protocol ShareViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {
    override init(interactor: ShareInteractable, viewController: ShareViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

}

protocol SharePresentableListener: AnyObject {}

final class ShareViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}

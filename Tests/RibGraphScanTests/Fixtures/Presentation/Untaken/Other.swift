import RIBs
import UIKit

// A RIB nobody attaches, with a routeToDead of its own.

protocol OtherDependency: Dependency {}

final class OtherComponent: Component<OtherDependency> {}

protocol OtherBuildable: Buildable {
    func build(withListener listener: OtherListener) -> OtherRouting
}

final class OtherBuilder: Builder<OtherDependency>, OtherBuildable {
    func build(withListener listener: OtherListener) -> OtherRouting {
        let viewController = OtherViewController()
        let interactor = OtherInteractor(presenter: viewController)
        interactor.listener = listener
        return OtherRouter(interactor: interactor, viewController: viewController)
    }
}

protocol OtherRouting: ViewableRouting {
    func routeToDead()
}
protocol OtherPresentable: Presentable {}
protocol OtherListener: AnyObject {}

protocol OtherInteractable: Interactable {
    var router: OtherRouting? { get set }
    var listener: OtherListener? { get set }
}

protocol OtherViewControllable: ViewControllable {}

final class OtherInteractor: PresentableInteractor<OtherPresentable>, OtherInteractable {
    weak var router: OtherRouting?
    weak var listener: OtherListener?

    // On Other's own router: it says nothing of Root's routeToDead.
    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToDead()
    }
}

final class OtherViewController: UIViewController, OtherPresentable, OtherViewControllable {}

final class OtherRouter: ViewableRouter<OtherInteractable, OtherViewControllable>, OtherRouting {
    func routeToDead() {}
}

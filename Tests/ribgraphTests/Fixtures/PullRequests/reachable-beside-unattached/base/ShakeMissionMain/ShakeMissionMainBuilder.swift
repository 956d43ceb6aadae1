import RIBs
import UIKit

protocol ShakeMissionMainDependency: Dependency {
}

final class ShakeMissionMainComponent: Component<ShakeMissionMainDependency>, ShakeMissionWorkingDependency {
}

protocol ShakeMissionMainBuildable: Buildable {
    func build(withListener listener: ShakeMissionMainListener) -> ShakeMissionMainRouting
}

final class ShakeMissionMainBuilder: Builder<ShakeMissionMainDependency>, ShakeMissionMainBuildable {
    override init(dependency: ShakeMissionMainDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShakeMissionMainListener) -> ShakeMissionMainRouting {
        let component = ShakeMissionMainComponent(dependency: dependency)
        let viewController = ShakeMissionMainViewController()
        let interactor = ShakeMissionMainInteractor(presenter: viewController)
        interactor.listener = listener
        let shakeMissionWorkingBuilder = ShakeMissionWorkingBuilder(dependency: component)
        return ShakeMissionMainRouter(
            interactor: interactor,
            viewController: viewController,
            shakeMissionWorkingBuilder: shakeMissionWorkingBuilder
        )
    }
}

protocol ShakeMissionMainRouting: ViewableRouting {}
protocol ShakeMissionMainListener: AnyObject {}
protocol ShakeMissionMainPresentable: Presentable {}
protocol ShakeMissionMainInteractable: Interactable, ShakeMissionWorkingListener {
    var router: ShakeMissionMainRouting? { get set }
    var listener: ShakeMissionMainListener? { get set }
}
protocol ShakeMissionMainViewControllable: ViewControllable {}

final class ShakeMissionMainInteractor: PresentableInteractor<ShakeMissionMainPresentable>, ShakeMissionMainInteractable {
    weak var router: ShakeMissionMainRouting?
    weak var listener: ShakeMissionMainListener?
}

final class ShakeMissionMainViewController: UIViewController, ShakeMissionMainPresentable, ShakeMissionMainViewControllable {}

final class ShakeMissionMainRouter: ViewableRouter<ShakeMissionMainInteractable, ShakeMissionMainViewControllable>, ShakeMissionMainRouting {
    private let shakeMissionWorkingBuilder: ShakeMissionWorkingBuildable

    init(interactor: ShakeMissionMainInteractable, viewController: ShakeMissionMainViewControllable, shakeMissionWorkingBuilder: ShakeMissionWorkingBuildable) {
        self.shakeMissionWorkingBuilder = shakeMissionWorkingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShakeMissionWorking() {
        let router = shakeMissionWorkingBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

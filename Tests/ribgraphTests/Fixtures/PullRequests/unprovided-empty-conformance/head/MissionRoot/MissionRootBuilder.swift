import RIBs
import UIKit

protocol MissionRootDependency: Dependency {
}

final class MissionRootComponent: Component<MissionRootDependency> {
}

protocol MissionRootBuildable: Buildable {
    func build(withListener listener: MissionRootListener) -> MissionRootRouting
}

final class MissionRootBuilder: Builder<MissionRootDependency>, MissionRootBuildable {
    override init(dependency: MissionRootDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MissionRootListener) -> MissionRootRouting {
        let component = MissionRootComponent(dependency: dependency)
        let viewController = MissionRootViewController()
        let interactor = MissionRootInteractor(presenter: viewController)
        interactor.listener = listener
        let shakeMissionMainBuilder = ShakeMissionMainBuilder(dependency: component)
        return MissionRootRouter(
            interactor: interactor,
            viewController: viewController,
            shakeMissionMainBuilder: shakeMissionMainBuilder
        )
    }
}

protocol MissionRootRouting: ViewableRouting {}
protocol MissionRootListener: AnyObject {}
protocol MissionRootPresentable: Presentable {}
protocol MissionRootInteractable: Interactable, ShakeMissionMainListener {
    var router: MissionRootRouting? { get set }
    var listener: MissionRootListener? { get set }
}
protocol MissionRootViewControllable: ViewControllable {}

final class MissionRootInteractor: PresentableInteractor<MissionRootPresentable>, MissionRootInteractable {
    weak var router: MissionRootRouting?
    weak var listener: MissionRootListener?
}

final class MissionRootViewController: UIViewController, MissionRootPresentable, MissionRootViewControllable {}

final class MissionRootRouter: ViewableRouter<MissionRootInteractable, MissionRootViewControllable>, MissionRootRouting {
    private let shakeMissionMainBuilder: ShakeMissionMainBuildable

    init(interactor: MissionRootInteractable, viewController: MissionRootViewControllable, shakeMissionMainBuilder: ShakeMissionMainBuildable) {
        self.shakeMissionMainBuilder = shakeMissionMainBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShakeMissionMain() {
        let router = shakeMissionMainBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

import RIBs
import UIKit

protocol LegacyDependency: Dependency {
}

final class LegacyComponent: Component<LegacyDependency>, ShakeMissionMainDependency, ShakeMissionWorkingDependency {
}

protocol LegacyBuildable: Buildable {
    func build(withListener listener: LegacyListener) -> LegacyRouting
}

final class LegacyBuilder: Builder<LegacyDependency>, LegacyBuildable {
    override init(dependency: LegacyDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LegacyListener) -> LegacyRouting {
        let component = LegacyComponent(dependency: dependency)
        let viewController = LegacyViewController()
        let interactor = LegacyInteractor(presenter: viewController)
        interactor.listener = listener
        let shakeMissionMainBuilder = ShakeMissionMainBuilder(dependency: component)
        let shakeMissionWorkingBuilder = ShakeMissionWorkingBuilder(dependency: component)
        return LegacyRouter(
            interactor: interactor,
            viewController: viewController,
            shakeMissionMainBuilder: shakeMissionMainBuilder,
            shakeMissionWorkingBuilder: shakeMissionWorkingBuilder
        )
    }
}

protocol LegacyRouting: ViewableRouting {}
protocol LegacyListener: AnyObject {}
protocol LegacyPresentable: Presentable {}
protocol LegacyInteractable: Interactable, ShakeMissionMainListener, ShakeMissionWorkingListener {
    var router: LegacyRouting? { get set }
    var listener: LegacyListener? { get set }
}
protocol LegacyViewControllable: ViewControllable {}

final class LegacyInteractor: PresentableInteractor<LegacyPresentable>, LegacyInteractable {
    weak var router: LegacyRouting?
    weak var listener: LegacyListener?
}

final class LegacyViewController: UIViewController, LegacyPresentable, LegacyViewControllable {}

final class LegacyRouter: ViewableRouter<LegacyInteractable, LegacyViewControllable>, LegacyRouting {
    private let shakeMissionMainBuilder: ShakeMissionMainBuildable
    private let shakeMissionWorkingBuilder: ShakeMissionWorkingBuildable

    init(interactor: LegacyInteractable, viewController: LegacyViewControllable, shakeMissionMainBuilder: ShakeMissionMainBuildable, shakeMissionWorkingBuilder: ShakeMissionWorkingBuildable) {
        self.shakeMissionMainBuilder = shakeMissionMainBuilder
        self.shakeMissionWorkingBuilder = shakeMissionWorkingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShakeMissionMain() {
        let router = shakeMissionMainBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToShakeMissionWorking() {
        let router = shakeMissionWorkingBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

import RIBs
import UIKit

protocol ShakeMissionWorkingDependency: Dependency {
}

final class ShakeMissionWorkingComponent: Component<ShakeMissionWorkingDependency> {
}

protocol ShakeMissionWorkingBuildable: Buildable {
    func build(withListener listener: ShakeMissionWorkingListener) -> ShakeMissionWorkingRouting
}

final class ShakeMissionWorkingBuilder: Builder<ShakeMissionWorkingDependency>, ShakeMissionWorkingBuildable {
    override init(dependency: ShakeMissionWorkingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShakeMissionWorkingListener) -> ShakeMissionWorkingRouting {
        let component = ShakeMissionWorkingComponent(dependency: dependency)
        let viewController = ShakeMissionWorkingViewController()
        let interactor = ShakeMissionWorkingInteractor(presenter: viewController)
        interactor.listener = listener
        return ShakeMissionWorkingRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol ShakeMissionWorkingRouting: ViewableRouting {}
protocol ShakeMissionWorkingListener: AnyObject {}
protocol ShakeMissionWorkingPresentable: Presentable {}
protocol ShakeMissionWorkingInteractable: Interactable {
    var router: ShakeMissionWorkingRouting? { get set }
    var listener: ShakeMissionWorkingListener? { get set }
}
protocol ShakeMissionWorkingViewControllable: ViewControllable {}

final class ShakeMissionWorkingInteractor: PresentableInteractor<ShakeMissionWorkingPresentable>, ShakeMissionWorkingInteractable {
    weak var router: ShakeMissionWorkingRouting?
    weak var listener: ShakeMissionWorkingListener?
}

final class ShakeMissionWorkingViewController: UIViewController, ShakeMissionWorkingPresentable, ShakeMissionWorkingViewControllable {}

final class ShakeMissionWorkingRouter: ViewableRouter<ShakeMissionWorkingInteractable, ShakeMissionWorkingViewControllable>, ShakeMissionWorkingRouting {

    init(interactor: ShakeMissionWorkingInteractable, viewController: ShakeMissionWorkingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

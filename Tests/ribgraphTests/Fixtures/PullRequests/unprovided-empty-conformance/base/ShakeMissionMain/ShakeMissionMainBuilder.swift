import RIBs
import UIKit

protocol ShakeMissionMainDependency: Dependency {
    var action: String { get }
}

final class ShakeMissionMainComponent: Component<ShakeMissionMainDependency> {
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
        return ShakeMissionMainRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol ShakeMissionMainRouting: ViewableRouting {}
protocol ShakeMissionMainListener: AnyObject {}
protocol ShakeMissionMainPresentable: Presentable {}
protocol ShakeMissionMainInteractable: Interactable {
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

    init(interactor: ShakeMissionMainInteractable, viewController: ShakeMissionMainViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

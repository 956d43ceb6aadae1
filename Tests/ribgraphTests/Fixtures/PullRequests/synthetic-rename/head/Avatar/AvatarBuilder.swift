import RIBs
import UIKit

protocol AvatarDependency: Dependency {
}

final class AvatarComponent: Component<AvatarDependency> {
}

protocol AvatarBuildable: Buildable {
    func build(withListener listener: AvatarListener) -> AvatarRouting
}

final class AvatarBuilder: Builder<AvatarDependency>, AvatarBuildable {
    override init(dependency: AvatarDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AvatarListener) -> AvatarRouting {
        let component = AvatarComponent(dependency: dependency)
        let viewController = AvatarViewController()
        let interactor = AvatarInteractor(presenter: viewController)
        interactor.listener = listener
        return AvatarRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol AvatarRouting: ViewableRouting {}
protocol AvatarListener: AnyObject {}
protocol AvatarPresentable: Presentable {}
protocol AvatarInteractable: Interactable {
    var router: AvatarRouting? { get set }
    var listener: AvatarListener? { get set }
}
protocol AvatarViewControllable: ViewControllable {}

final class AvatarInteractor: PresentableInteractor<AvatarPresentable>, AvatarInteractable {
    weak var router: AvatarRouting?
    weak var listener: AvatarListener?
}

final class AvatarViewController: UIViewController, AvatarPresentable, AvatarViewControllable {}

final class AvatarRouter: ViewableRouter<AvatarInteractable, AvatarViewControllable>, AvatarRouting {

    init(interactor: AvatarInteractable, viewController: AvatarViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs
import UIKit

protocol OnboardingDependency: Dependency {
}

final class OnboardingComponent: Component<OnboardingDependency> {
}

protocol OnboardingBuildable: Buildable {
    func build(withListener listener: OnboardingListener) -> OnboardingRouting
}

final class OnboardingBuilder: Builder<OnboardingDependency>, OnboardingBuildable {
    override init(dependency: OnboardingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OnboardingListener) -> OnboardingRouting {
        let component = OnboardingComponent(dependency: dependency)
        let viewController = OnboardingViewController()
        let interactor = OnboardingInteractor(presenter: viewController)
        interactor.listener = listener
        return OnboardingRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol OnboardingRouting: ViewableRouting {}
protocol OnboardingListener: AnyObject {}
protocol OnboardingPresentable: Presentable {}
protocol OnboardingInteractable: Interactable {
    var router: OnboardingRouting? { get set }
    var listener: OnboardingListener? { get set }
}
protocol OnboardingViewControllable: ViewControllable {}

final class OnboardingInteractor: PresentableInteractor<OnboardingPresentable>, OnboardingInteractable {
    weak var router: OnboardingRouting?
    weak var listener: OnboardingListener?
}

final class OnboardingViewController: UIViewController, OnboardingPresentable, OnboardingViewControllable {}

final class OnboardingRouter: ViewableRouter<OnboardingInteractable, OnboardingViewControllable>, OnboardingRouting {

    init(interactor: OnboardingInteractable, viewController: OnboardingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs
import UIKit

final class OnboardingComponent: Component<EmptyDependency>, WelcomeDependency, PermissionsDependency, DoneDependency {}

protocol OnboardingBuildable: Buildable {
    func build() -> LaunchRouting
}

final class OnboardingBuilder: Builder<EmptyDependency>, OnboardingBuildable {
    func build() -> LaunchRouting {
        let component = OnboardingComponent(dependency: dependency)
        let viewController = OnboardingViewController()
        let interactor = OnboardingInteractor(presenter: viewController)
        let welcomeBuilder = WelcomeBuilder(dependency: component)
        let permissionsBuilder = PermissionsBuilder(dependency: component)
        let doneBuilder = DoneBuilder(dependency: component)
        return OnboardingRouter(
            interactor: interactor,
            viewController: viewController,
            welcomeBuilder: welcomeBuilder,
            permissionsBuilder: permissionsBuilder,
            doneBuilder: doneBuilder)
    }
}

protocol OnboardingRouting: LaunchRouting {}
protocol OnboardingPresentable: Presentable {}
protocol OnboardingListener: AnyObject {}

protocol OnboardingInteractable: Interactable, WelcomeListener, PermissionsListener, DoneListener {
    var router: OnboardingRouting? { get set }
    var listener: OnboardingListener? { get set }
}

protocol OnboardingViewControllable: ViewControllable {
    func setPage(_ page: ViewControllable)
}

final class OnboardingInteractor: PresentableInteractor<OnboardingPresentable>, OnboardingInteractable {
    weak var router: OnboardingRouting?
    weak var listener: OnboardingListener?
}

final class OnboardingRouter: LaunchRouter<OnboardingInteractable, OnboardingViewControllable>, OnboardingRouting {
    private let welcomeBuilder: WelcomeBuildable
    private let permissionsBuilder: PermissionsBuildable
    private let doneBuilder: DoneBuildable

    init(
        interactor: OnboardingInteractable,
        viewController: OnboardingViewControllable,
        welcomeBuilder: WelcomeBuildable,
        permissionsBuilder: PermissionsBuildable,
        doneBuilder: DoneBuildable
    ) {
        self.welcomeBuilder = welcomeBuilder
        self.permissionsBuilder = permissionsBuilder
        self.doneBuilder = doneBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToWelcome() {
        let welcome = welcomeBuilder.build(withListener: interactor)
        attachChild(welcome)
        viewController.setPage(welcome.viewControllable)
    }

    func routeToPermissions() {
        let permissions = permissionsBuilder.build(withListener: interactor)
        attachChild(permissions)
        viewController.setPage(permissions.viewControllable)
    }

    func routeToDone() {
        let done = doneBuilder.build(withListener: interactor)
        attachChild(done)
        let page = done.viewControllable.uiviewController
        viewControllable.uiviewController.setViewControllers([page], direction: .forward, animated: true)
    }
}

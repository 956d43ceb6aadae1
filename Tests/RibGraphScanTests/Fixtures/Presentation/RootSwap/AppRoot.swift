import RIBs
import UIKit

final class AppRootComponent: Component<EmptyDependency>, LoggedInDependency, LoggedOutDependency {}

protocol AppRootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class AppRootBuilder: Builder<EmptyDependency>, AppRootBuildable {
    func build() -> LaunchRouting {
        let component = AppRootComponent(dependency: dependency)
        let viewController = AppRootViewController()
        let interactor = AppRootInteractor(presenter: viewController)
        let loggedInBuilder = LoggedInBuilder(dependency: component)
        let loggedOutBuilder = LoggedOutBuilder(dependency: component)
        return AppRootRouter(
            interactor: interactor,
            viewController: viewController,
            window: UIWindow(),
            loggedInBuilder: loggedInBuilder,
            loggedOutBuilder: loggedOutBuilder)
    }
}

protocol AppRootRouting: LaunchRouting {}
protocol AppRootPresentable: Presentable {}
protocol AppRootListener: AnyObject {}

protocol AppRootInteractable: Interactable, LoggedInListener, LoggedOutListener {
    var router: AppRootRouting? { get set }
    var listener: AppRootListener? { get set }
}

protocol AppRootViewControllable: ViewControllable {}

final class AppRootInteractor: PresentableInteractor<AppRootPresentable>, AppRootInteractable {
    weak var router: AppRootRouting?
    weak var listener: AppRootListener?
}

final class AppRootRouter: LaunchRouter<AppRootInteractable, AppRootViewControllable>, AppRootRouting {
    private let loggedInBuilder: LoggedInBuildable
    private let loggedOutBuilder: LoggedOutBuildable
    private let window: UIWindow

    init(
        interactor: AppRootInteractable,
        viewController: AppRootViewControllable,
        window: UIWindow,
        loggedInBuilder: LoggedInBuildable,
        loggedOutBuilder: LoggedOutBuildable
    ) {
        self.loggedInBuilder = loggedInBuilder
        self.loggedOutBuilder = loggedOutBuilder
        self.window = window
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLoggedIn() {
        let loggedIn = loggedInBuilder.build(withListener: interactor)
        attachChild(loggedIn)
        window.rootViewController = loggedIn.viewControllable.uiviewController
    }

    func routeToLoggedOut() {
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        attachChild(loggedOut)
        self.window.rootViewController = loggedOut.viewControllable.uiviewController
        window.makeKeyAndVisible()
    }
}

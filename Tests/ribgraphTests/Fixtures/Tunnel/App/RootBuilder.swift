import RIBs

protocol RootDependency: Dependency {}

/// Creates the session every screen below uses.
final class RootComponent: Component<RootDependency>, LoggedInDependency {
    var session: Session {
        shared { UserSession() }
    }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor, viewController: viewController,
                          loggedInBuilder: LoggedInBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, LoggedInListener {}
protocol RootViewControllable: ViewControllable {}
final class RootViewController: UIViewController, RootViewControllable {}
final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let loggedInBuilder: LoggedInBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, loggedInBuilder: LoggedInBuildable) {
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

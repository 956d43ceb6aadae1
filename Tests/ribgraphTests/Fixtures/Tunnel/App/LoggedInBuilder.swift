import RIBs

protocol LoggedInDependency: Dependency {
    var session: Session { get }
}

/// Passes the session on and creates the theme.
final class LoggedInComponent: Component<LoggedInDependency>, HomeDependency {
    var session: Session {
        dependency.session
    }

    var theme: Theme {
        shared { DarkTheme() }
    }
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> ViewableRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: LoggedInListener) -> ViewableRouting {
        let component = LoggedInComponent(dependency: dependency)
        let viewController = LoggedInViewController()
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        return LoggedInRouter(interactor: interactor, viewController: viewController,
                              homeBuilder: HomeBuilder(dependency: component))
    }
}

protocol LoggedInListener: AnyObject {}
protocol LoggedInInteractable: Interactable, HomeListener {
    var listener: LoggedInListener? { get set }
}
protocol LoggedInViewControllable: ViewControllable {}
final class LoggedInViewController: UIViewController, LoggedInViewControllable {}
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var listener: LoggedInListener?
}

final class LoggedInRouter: ViewableRouter<LoggedInInteractable, LoggedInViewControllable> {
    private let homeBuilder: HomeBuildable

    init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable, homeBuilder: HomeBuildable) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

import RIBs

protocol HomeDependency: Dependency {
    var session: Session { get }
    var theme: Theme { get }
}

/// Passes the session and the theme on.
final class HomeComponent: Component<HomeDependency>, FeedDependency {
    var session: Session {
        dependency.session
    }

    var theme: Theme {
        dependency.theme
    }
}

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> ViewableRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    func build(withListener listener: HomeListener) -> ViewableRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor()
        interactor.listener = listener
        return HomeRouter(interactor: interactor, viewController: viewController,
                          feedBuilder: FeedBuilder(dependency: component))
    }
}

protocol HomeListener: AnyObject {}
protocol HomeInteractable: Interactable, FeedListener {
    var listener: HomeListener? { get set }
}
protocol HomeViewControllable: ViewControllable {}
final class HomeViewController: UIViewController, HomeViewControllable {}
final class HomeInteractor: Interactor, HomeInteractable {
    weak var listener: HomeListener?
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
    private let feedBuilder: FeedBuildable

    init(interactor: HomeInteractable, viewController: HomeViewControllable, feedBuilder: FeedBuildable) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

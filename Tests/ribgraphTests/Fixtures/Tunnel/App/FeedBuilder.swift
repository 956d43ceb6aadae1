import RIBs

protocol FeedDependency: Dependency {
    var session: Session { get }
    var theme: Theme { get }
}

/// Passes the session and the theme on, and creates the article's layout.
final class FeedComponent: Component<FeedDependency>, ArticleDependency {
    var session: Session {
        dependency.session
    }

    var theme: Theme {
        dependency.theme
    }

    var layout: ArticleLayout {
        shared { ColumnLayout() }
    }
}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor()
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController,
                          articleBuilder: ArticleBuilder(dependency: component))
    }
}

protocol FeedListener: AnyObject {}
protocol FeedInteractable: Interactable, ArticleListener {
    var listener: FeedListener? { get set }
}
protocol FeedViewControllable: ViewControllable {}
final class FeedViewController: UIViewController, FeedViewControllable {}
final class FeedInteractor: Interactor, FeedInteractable {
    weak var listener: FeedListener?
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {
    private let articleBuilder: ArticleBuildable

    init(interactor: FeedInteractable, viewController: FeedViewControllable, articleBuilder: ArticleBuildable) {
        self.articleBuilder = articleBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

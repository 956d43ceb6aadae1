import RIBs

protocol ArticleDependency: Dependency {
    var session: Session { get }
    var theme: Theme { get }
    var layout: ArticleLayout { get }
}

final class ArticleComponent: Component<ArticleDependency> {}

protocol ArticleBuildable: Buildable {
    func build(withListener listener: ArticleListener) -> ViewableRouting
}

final class ArticleBuilder: Builder<ArticleDependency>, ArticleBuildable {
    func build(withListener listener: ArticleListener) -> ViewableRouting {
        _ = ArticleComponent(dependency: dependency)
        let viewController = ArticleViewController()
        let interactor = ArticleInteractor()
        interactor.listener = listener
        return ArticleRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ArticleListener: AnyObject {}
protocol ArticleInteractable: Interactable {
    var listener: ArticleListener? { get set }
}
protocol ArticleViewControllable: ViewControllable {}
final class ArticleViewController: UIViewController, ArticleViewControllable {}
final class ArticleInteractor: Interactor, ArticleInteractable {
    weak var listener: ArticleListener?
}
final class ArticleRouter: ViewableRouter<ArticleInteractable, ArticleViewControllable> {}

import RIBs
import UIKit

protocol ArticleDependency: Dependency {}

final class ArticleComponent: Component<ArticleDependency> {}

protocol ArticleBuildable: Buildable {
    func build(withListener listener: ArticleListener) -> ArticleRouting
}

final class ArticleBuilder: Builder<ArticleDependency>, ArticleBuildable {
    func build(withListener listener: ArticleListener) -> ArticleRouting {
        let component = ArticleComponent(dependency: dependency)
        _ = component
        let viewController = ArticleViewController()
        let interactor = ArticleInteractor(presenter: viewController)
        interactor.listener = listener
        return ArticleRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ArticleRouting: ViewableRouting {}
protocol ArticlePresentable: Presentable {}
protocol ArticleListener: AnyObject {}

protocol ArticleInteractable: Interactable {
    var router: ArticleRouting? { get set }
    var listener: ArticleListener? { get set }
}

protocol ArticleViewControllable: ViewControllable {}

final class ArticleInteractor: PresentableInteractor<ArticlePresentable>, ArticleInteractable {
    weak var router: ArticleRouting?
    weak var listener: ArticleListener?
}

final class ArticleViewController: UIViewController, ArticlePresentable, ArticleViewControllable {}

final class ArticleRouter: ViewableRouter<ArticleInteractable, ArticleViewControllable>, ArticleRouting {}

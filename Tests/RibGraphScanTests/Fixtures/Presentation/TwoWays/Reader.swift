import RIBs
import UIKit

final class ReaderComponent: Component<EmptyDependency>, ArticleDependency {}

protocol ReaderBuildable: Buildable {
    func build() -> LaunchRouting
}

final class ReaderBuilder: Builder<EmptyDependency>, ReaderBuildable {
    func build() -> LaunchRouting {
        let component = ReaderComponent(dependency: dependency)
        let viewController = ReaderViewController()
        let interactor = ReaderInteractor(presenter: viewController)
        let articleBuilder = ArticleBuilder(dependency: component)
        return ReaderRouter(
            interactor: interactor,
            viewController: viewController,
            articleBuilder: articleBuilder)
    }
}

protocol ReaderRouting: LaunchRouting {}
protocol ReaderPresentable: Presentable {}
protocol ReaderListener: AnyObject {}

protocol ReaderInteractable: Interactable, ArticleListener {
    var router: ReaderRouting? { get set }
    var listener: ReaderListener? { get set }
}

protocol ReaderViewControllable: ViewControllable {
    func push(_ viewController: ViewControllable)
    func present(_ viewController: ViewControllable)
}

final class ReaderInteractor: PresentableInteractor<ReaderPresentable>, ReaderInteractable {
    weak var router: ReaderRouting?
    weak var listener: ReaderListener?
}

final class ReaderRouter: LaunchRouter<ReaderInteractable, ReaderViewControllable>, ReaderRouting {
    private let articleBuilder: ArticleBuildable

    init(
        interactor: ReaderInteractable,
        viewController: ReaderViewControllable,
        articleBuilder: ArticleBuildable
    ) {
        self.articleBuilder = articleBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToArticle(fromLink: Bool) {
        let article = articleBuilder.build(withListener: interactor)
        attachChild(article)
        if fromLink {
            viewController.present(article.viewControllable)
        } else {
            viewController.push(article.viewControllable)
        }
    }
}

import RIBs
import UIKit

protocol DiscoverDependency: Dependency {}

final class DiscoverComponent: Component<DiscoverDependency>, ArticleDependency, FilterDependency {}

protocol DiscoverBuildable: Buildable {
    func build(withListener listener: DiscoverListener) -> DiscoverRouting
}

final class DiscoverBuilder: Builder<DiscoverDependency>, DiscoverBuildable {
    func build(withListener listener: DiscoverListener) -> DiscoverRouting {
        let component = DiscoverComponent(dependency: dependency)
        let viewController = DiscoverViewController()
        let interactor = DiscoverInteractor(presenter: viewController)
        interactor.listener = listener
        return DiscoverRouter(
            interactor: interactor,
            viewController: viewController,
            articleBuilder: ArticleBuilder(dependency: component),
            filterBuilder: FilterBuilder(dependency: component))
    }
}

protocol DiscoverRouting: ViewableRouting {}
protocol DiscoverPresentable: Presentable {}
protocol DiscoverListener: AnyObject {}

protocol DiscoverInteractable: Interactable, ArticleListener, FilterListener {
    var router: DiscoverRouting? { get set }
    var listener: DiscoverListener? { get set }
}

protocol DiscoverViewControllable: ViewControllable {}

final class DiscoverInteractor: PresentableInteractor<DiscoverPresentable>, DiscoverInteractable {
    weak var router: DiscoverRouting?
    weak var listener: DiscoverListener?
}

final class DiscoverViewController: UIViewController, DiscoverPresentable, DiscoverViewControllable {}

final class DiscoverRouter: ViewableRouter<DiscoverInteractable, DiscoverViewControllable>, DiscoverRouting {
    private let articleBuilder: ArticleBuildable
    private let filterBuilder: FilterBuildable

    init(
        interactor: DiscoverInteractable,
        viewController: DiscoverViewControllable,
        articleBuilder: ArticleBuildable,
        filterBuilder: FilterBuildable
    ) {
        self.articleBuilder = articleBuilder
        self.filterBuilder = filterBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToArticle() {
        let article = articleBuilder.build(withListener: interactor)
        pushRouter(article, animated: true)
    }

    func routeToFilter() {
        let filter = filterBuilder.build(withListener: interactor)
        presentRouter(filter, animated: true)
    }
}

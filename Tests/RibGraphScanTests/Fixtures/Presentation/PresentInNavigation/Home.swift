import RIBs
import UIKit

final class HomeComponent: Component<EmptyDependency>, DetailDependency {}

protocol HomeBuildable: Buildable {
    func build() -> LaunchRouting
}

final class HomeBuilder: Builder<EmptyDependency>, HomeBuildable {
    func build() -> LaunchRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        let detailBuilder = DetailBuilder(dependency: component)
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            detailBuilder: detailBuilder)
    }
}

protocol HomeRouting: LaunchRouting {}
protocol HomePresentable: Presentable {}
protocol HomeListener: AnyObject {}

protocol HomeInteractable: Interactable, DetailListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable {
    weak var router: HomeRouting?
    weak var listener: HomeListener?
}

final class HomeRouter: LaunchRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let detailBuilder: DetailBuildable

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        detailBuilder: DetailBuildable
    ) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        attachChild(detail)
        viewController.presentInNavigation(detail.viewControllable)
    }
}

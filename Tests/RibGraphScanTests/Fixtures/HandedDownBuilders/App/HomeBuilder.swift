import RIBs

protocol HomeDependency: Dependency {
    var detailBuilder: DetailBuildable { get }
}

final class HomeComponent: Component<HomeDependency>, FeedDependency, EventDependency, SoonDependency {
    var detailBuildable: DetailBuildable { dependency.detailBuilder }
}

protocol HomeListener: AnyObject {}
protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> ViewableRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    func build(withListener listener: HomeListener) -> ViewableRouting {
        let component = HomeComponent(dependency: dependency)
        return HomeRouter(interactor: HomeInteractor(), viewController: HomeViewController(),
                          dependency: HomeRouterComponent(component: component),
                          builders: HomeServices(component: component))
    }
}

protocol HomeInteractable: Interactable, FeedListener, DetailListener, EventListener, SoonListener {}
protocol HomeViewControllable: ViewControllable {}
final class HomeViewController: UIViewController, HomeViewControllable {}
final class HomeInteractor: Interactor, HomeInteractable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
    private let dependency: HomeRouterDependency
    private let builders: HomeBuilders

    init(interactor: HomeInteractable, viewController: HomeViewControllable, dependency: HomeRouterDependency,
         builders: HomeBuilders) {
        self.dependency = dependency
        self.builders = builders
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToFeed() {
        attachChild(dependency.base.feedBuilder.build(withListener: interactor))
    }

    func routeToDetail() {
        attachChild(dependency.detail.build(withListener: interactor))
    }

    func routeToEvent() {
        attachChild(builders.eventBuilder.build(withListener: interactor))
    }
}

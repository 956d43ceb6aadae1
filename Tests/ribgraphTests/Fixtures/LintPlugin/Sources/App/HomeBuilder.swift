import RIBs

protocol HomeDependency: Dependency {}

final class HomeComponent: Component<HomeDependency>, FeedDependency {}

final class HomeBuilder: Builder<HomeDependency> {
    func build() -> ViewableRouting {
        let component = HomeComponent(dependency: dependency)
        return HomeRouter(interactor: HomeInteractor(), viewController: HomeViewController(),
                          feedBuilder: FeedBuilder(dependency: component))
    }
}

final class HomeInteractor: Interactor {}
final class HomeViewController {}

final class HomeRouter: ViewableRouter<HomeInteractor, HomeViewController> {
    private let feedBuilder: FeedBuilder

    init(interactor: HomeInteractor, viewController: HomeViewController, feedBuilder: FeedBuilder) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToFeed() { attachChild(feedBuilder.build()) }
}

import RIBs

public protocol FeedDependency: Dependency {}
final class FeedComponent: Component<FeedDependency>, DetailDependency {}

public protocol FeedListener: AnyObject {}
public protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

public final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    public func build(withListener listener: FeedListener) -> ViewableRouting {
        let component = FeedComponent(dependency: dependency)
        return FeedRouter(interactor: FeedInteractor(), viewController: FeedViewController(),
                          detailBuilder: DetailBuilder(dependency: component))
    }
}

protocol FeedInteractable: Interactable, DetailListener {}
protocol FeedViewControllable: ViewControllable {}
final class FeedViewController: UIViewController, FeedViewControllable {}
final class FeedInteractor: Interactor, FeedInteractable {}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {
    private let detailBuilder: DetailBuildable

    init(interactor: FeedInteractable, viewController: FeedViewControllable, detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

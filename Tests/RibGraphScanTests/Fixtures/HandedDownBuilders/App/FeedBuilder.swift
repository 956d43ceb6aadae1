import RIBs

protocol FeedDependency: Dependency {}
final class FeedComponent: Component<FeedDependency> {}

protocol FeedListener: AnyObject {}
protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        _ = FeedComponent(dependency: dependency)
        return FeedRouter(interactor: FeedInteractor(), viewController: FeedViewController())
    }
}

protocol FeedInteractable: Interactable {}
protocol FeedViewControllable: ViewControllable {}
final class FeedViewController: UIViewController, FeedViewControllable {}
final class FeedInteractor: Interactor, FeedInteractable {}
final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {}

import RIBs

protocol FeedDependency: Dependency {}

final class FeedComponent: Component<FeedDependency> {}

final class FeedBuilder: Builder<FeedDependency> {
    func build() -> ViewableRouting {
        _ = FeedComponent(dependency: dependency)
        return FeedRouter(interactor: FeedInteractor(), viewController: FeedViewController())
    }
}

final class FeedInteractor: Interactor {}
final class FeedViewController {}

final class FeedRouter: ViewableRouter<FeedInteractor, FeedViewController> {}

@testable import FeedKit
import RIBs

/// Test support of the FeedKitChecks test target: not part of the app.
final class StubFeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        FeedRouter(interactor: FeedInteractor(), viewController: FeedViewController(),
                   detailBuilder: DetailBuilder(dependency: FeedComponent(dependency: dependency)))
    }
}

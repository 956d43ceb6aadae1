import RIBs
import UIKit

protocol FeedDependency: Dependency {}

final class FeedComponent: Component<FeedDependency> {}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> FeedRouting {
        let component = FeedComponent(dependency: dependency)
        _ = component
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController)
    }
}

protocol FeedRouting: ViewableRouting {}
protocol FeedPresentable: Presentable {}
protocol FeedListener: AnyObject {}

protocol FeedInteractable: Interactable {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable {
    weak var router: FeedRouting?
    weak var listener: FeedListener?
}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {}

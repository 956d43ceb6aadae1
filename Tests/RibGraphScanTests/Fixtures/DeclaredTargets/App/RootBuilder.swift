import FeedKit
import Promotions
import RIBs

protocol RootDependency: Dependency {}
final class RootComponent: Component<RootDependency>, FeedDependency, OfferDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> ViewableRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                          feedBuilder: FeedBuilder(dependency: component), offerBuilder: OfferBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, FeedListener, OfferListener {}
protocol RootViewControllable: ViewControllable {}
final class RootViewController: UIViewController, RootViewControllable {}
final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: ViewableRouter<RootInteractable, RootViewControllable> {
    private let feedBuilder: FeedBuildable
    private let offerBuilder: OfferBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable,
         feedBuilder: FeedBuildable, offerBuilder: OfferBuildable) {
        self.feedBuilder = feedBuilder
        self.offerBuilder = offerBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

import RIBs

public protocol OfferDependency: Dependency {}
final class OfferComponent: Component<OfferDependency>, DetailDependency {}

public protocol OfferListener: AnyObject {}
public protocol OfferBuildable: Buildable {
    func build(withListener listener: OfferListener) -> Routing
}

public final class OfferBuilder: Builder<OfferDependency>, OfferBuildable {
    public func build(withListener listener: OfferListener) -> Routing {
        let component = OfferComponent(dependency: dependency)
        return OfferRouter(interactor: OfferInteractor(), detailBuilder: DetailBuilder(dependency: component))
    }
}

protocol OfferInteractable: Interactable, DetailListener {}
final class OfferInteractor: Interactor, OfferInteractable {}

final class OfferRouter: Router<OfferInteractable> {
    private let detailBuilder: DetailBuildable

    init(interactor: OfferInteractable, detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor)
    }
}

import RIBs

/// An offer's detail, viewless: the feed's Detail is another RIB of the same name.
protocol DetailDependency: Dependency {}
final class DetailComponent: Component<DetailDependency> {}

protocol DetailListener: AnyObject {}
protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> Routing
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    func build(withListener listener: DetailListener) -> Routing {
        _ = DetailComponent(dependency: dependency)
        return DetailRouter(interactor: DetailInteractor())
    }
}

protocol DetailInteractable: Interactable {}
final class DetailInteractor: Interactor, DetailInteractable {}
final class DetailRouter: Router<DetailInteractable> {}

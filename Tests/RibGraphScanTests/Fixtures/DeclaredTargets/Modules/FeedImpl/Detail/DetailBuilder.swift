import RIBs

/// A post's detail: Promotions declares a Detail RIB of its own.
protocol DetailDependency: Dependency {}
final class DetailComponent: Component<DetailDependency> {}

protocol DetailListener: AnyObject {}
protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> ViewableRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    func build(withListener listener: DetailListener) -> ViewableRouting {
        _ = DetailComponent(dependency: dependency)
        return DetailRouter(interactor: DetailInteractor(), viewController: DetailViewController())
    }
}

protocol DetailInteractable: Interactable {}
protocol DetailViewControllable: ViewControllable {}
final class DetailViewController: UIViewController, DetailViewControllable {}
final class DetailInteractor: Interactor, DetailInteractable {}
final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable> {}

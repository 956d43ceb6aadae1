import RIBs

protocol DetailDependency: Dependency {
    var api: APIClient { get }
    var session: Session { get }
    var feedUseCase: FeedUseCaseInterface { get } // ⚑ DetailDependency.feedUseCase
    var reloadTrigger: PublishRelay<Void> { get }
}

final class DetailComponent: Component<DetailDependency> {}

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> ViewableRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    func build(withListener listener: DetailListener) -> ViewableRouting {
        _ = DetailComponent(dependency: dependency)
        let viewController = DetailViewController()
        let interactor = DetailInteractor()
        return DetailRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DetailListener: AnyObject {}
protocol DetailInteractable: Interactable {}
protocol DetailViewControllable: ViewControllable {}
final class DetailViewController: UIViewController, DetailViewControllable {}
final class DetailInteractor: Interactor, DetailInteractable {}
final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable> {}

import RIBs

protocol FeedDependency: Dependency {
    var api: APIClient { get }
    var session: Session { get }
    var contentUseCase: ContentUseCase { get } // ⚑ FeedDependency.contentUseCase
}

/// Passes each value on its own way: a stored property set in init, a lazy var, a renamed and narrowed
/// computed property; and makes a relay with no written type.
final class FeedComponent: Component<FeedDependency>, DetailDependency {
    let api: APIClient
    lazy var session: Session = dependency.session
    let reloadTrigger = PublishRelay<Void>()

    var feedUseCase: FeedUseCaseInterface { // ⚑ FeedComponent.feedUseCase
        dependency.contentUseCase
    }

    override init(dependency: FeedDependency) {
        self.api = dependency.api
        super.init(dependency: dependency)
    }
}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor()
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController,
                          detailBuilder: DetailBuilder(dependency: component))
    }
}

protocol FeedListener: AnyObject {}
protocol FeedInteractable: Interactable, DetailListener {
    var listener: FeedListener? { get set }
}
protocol FeedViewControllable: ViewControllable {}
final class FeedViewController: UIViewController, FeedViewControllable {}
final class FeedInteractor: Interactor, FeedInteractable {
    weak var listener: FeedListener?
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {
    private let detailBuilder: DetailBuildable

    init(interactor: FeedInteractable, viewController: FeedViewControllable, detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

import RIBs

protocol RootDependency: Dependency {
    var apiClient: APIClient { get }
}

/// Hands the API client on under a shorter name, through a stored property set in init.
final class RootComponent: Component<RootDependency>, FeedDependency {
    let api: APIClient
    lazy var session: Session = UserSession()

    var contentUseCase: ContentUseCase { // ⚑ RootComponent.contentUseCase
        shared { ContentService(api: api) }
    }

    override init(dependency: RootDependency) {
        self.api = dependency.apiClient
        super.init(dependency: dependency)
    }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor, viewController: viewController,
                          feedBuilder: FeedBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, FeedListener {}
protocol RootViewControllable: ViewControllable {}
final class RootViewController: UIViewController, RootViewControllable {}
final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let feedBuilder: FeedBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

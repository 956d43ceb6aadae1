import RIBs

protocol RootDependency: Dependency {}
final class RootComponent: Component<RootDependency>, ProfileDependency, OrphanDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> ViewableRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                          profileBuilder: ProfileBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, ProfileListener {}
protocol RootViewControllable: ViewControllable {}

final class RootViewController: UIViewController, RootViewControllable {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available (*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: ViewableRouter<RootInteractable, RootViewControllable> {
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

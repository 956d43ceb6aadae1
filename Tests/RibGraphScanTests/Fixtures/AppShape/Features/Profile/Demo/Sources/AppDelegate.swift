import RIBs
import UIKit

/// The Profile feature's demo app: its own Root, which attaches Profile with a hand-made component.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchRouter = RootBuilder(dependency: DemoComponent()).build()
        return true
    }
}

final class DemoComponent: Component<EmptyDependency>, RootDependency, ProfileDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

protocol RootDependency: Dependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                   profileBuilder: ProfileBuilder(dependency: DemoComponent()))
    }
}

protocol RootInteractable: Interactable, ProfileListener {}
protocol RootViewControllable: ViewControllable {}
final class RootViewController: UIViewController, RootViewControllable {}
final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

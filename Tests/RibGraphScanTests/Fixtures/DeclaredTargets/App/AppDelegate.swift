import RIBs
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var rootRouter: ViewableRouting?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = RootBuilder(dependency: AppComponent()).build()
        rootRouter = router
        window?.rootViewController = router.viewControllable.uiviewController
        return true
    }
}

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

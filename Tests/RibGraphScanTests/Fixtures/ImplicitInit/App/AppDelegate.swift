import RIBs
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let appRootBuilder: AppRootBuilder = .init(dependency: AppComponent())
        let router = appRootBuilder.build()
        launchRouter = router
        router.launch(from: window)
        return true
    }
}

final class AppComponent: Component<EmptyDependency>, AppRootDependency {
    let clock: Clock = SystemClock()

    init() {
        super.init(dependency: EmptyComponent())
    }
}

protocol Clock: AnyObject {}
final class SystemClock: Clock {}
protocol Theme: AnyObject {}
final class DarkTheme: Theme {}

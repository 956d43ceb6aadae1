import RIBs
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let router = RootBuilder(dependency: AppComponent()).build()
        launchRouter = router
        router.launch(from: window)
        return true
    }
}

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

protocol Session: AnyObject {}
final class UserSession: Session {}
protocol Theme: AnyObject {}
final class DarkTheme: Theme {}
protocol ArticleLayout: AnyObject {}
final class ColumnLayout: ArticleLayout {}

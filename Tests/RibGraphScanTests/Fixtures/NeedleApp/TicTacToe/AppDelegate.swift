import NeedleFoundation
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerProviderFactories()
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let rootComponent = RootComponent()
        window.rootViewController = rootComponent.rootViewController
        window.makeKeyAndVisible()
        return true
    }
}

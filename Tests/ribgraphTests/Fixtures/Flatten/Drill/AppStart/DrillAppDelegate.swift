import RIBs
import UIKit

/// Launches the app's root RIB into a window.
final class DrillAppDelegate {
    private var launchRouter: LaunchRouting?

    func launch(in window: UIWindow) {
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}

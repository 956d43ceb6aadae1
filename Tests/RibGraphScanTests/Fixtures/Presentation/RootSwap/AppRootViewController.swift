import RIBs
import UIKit

final class AppRootViewController: UIViewController, AppRootPresentable, AppRootViewControllable {}

import RIBs
import UIKit

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {}

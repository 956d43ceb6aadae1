import RIBs
import UIKit

final class ViewController: UIViewController, Presentable, ViewControllable {}

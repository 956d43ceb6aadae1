import RIBs
import UIKit

protocol PromoPresentableListener: AnyObject {
}

final class PromoViewController: UIViewController, PromoPresentable, PromoViewControllable {
    weak var listener: PromoPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }
}

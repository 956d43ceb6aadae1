import RIBs
import UIKit

protocol AgendaPresentableListener: AnyObject {
}

final class AgendaViewController: UIViewController, AgendaPresentable, AgendaViewControllable {
    weak var listener: AgendaPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

import RIBs
import UIKit

protocol ChatPresentableListener: AnyObject {
}

final class ChatViewController: UIViewController, ChatPresentable, ChatViewControllable {
    weak var listener: ChatPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

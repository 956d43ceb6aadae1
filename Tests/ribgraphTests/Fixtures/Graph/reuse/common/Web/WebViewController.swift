import RIBs
import UIKit

protocol WebPresentableListener: AnyObject {
}

final class WebViewController: UIViewController, WebPresentable, WebViewControllable {
    weak var listener: WebPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }
}

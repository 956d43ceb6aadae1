import RIBs
import UIKit

protocol GalleryPresentableListener: AnyObject {
}

final class GalleryViewController: UIViewController, GalleryPresentable, GalleryViewControllable {
    weak var listener: GalleryPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

import RIBs
import UIKit

protocol FilmPagePresentableListener: AnyObject {
}

final class FilmPageViewController: UIViewController, FilmPagePresentable, FilmPageViewControllable {
    weak var listener: FilmPagePresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

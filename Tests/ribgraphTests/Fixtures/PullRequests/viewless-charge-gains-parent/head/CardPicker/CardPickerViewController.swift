import RIBs
import UIKit

protocol CardPickerPresentableListener: AnyObject {
}

final class CardPickerViewController: UIViewController, CardPickerPresentable, CardPickerViewControllable {
    weak var listener: CardPickerPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

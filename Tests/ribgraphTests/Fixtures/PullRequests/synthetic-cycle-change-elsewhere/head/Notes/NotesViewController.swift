import RIBs
import UIKit

protocol NotesPresentableListener: AnyObject {
}

final class NotesViewController: UIViewController, NotesPresentable, NotesViewControllable {
    weak var listener: NotesPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}

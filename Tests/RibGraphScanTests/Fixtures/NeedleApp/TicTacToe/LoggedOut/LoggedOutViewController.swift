import UIKit

class LoggedOutViewController: UIViewController {
    init(mutablePlayersStream: MutablePlayersStream) {
        super.init(nibName: nil, bundle: nil)
    }
}

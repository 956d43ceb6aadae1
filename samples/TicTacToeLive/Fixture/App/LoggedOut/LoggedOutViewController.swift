import Foundation

protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// The login screen: two name fields and a Login button.
///
/// Stored property added to the view controller's: `listener` (weak).
final class LoggedOutViewController: UIViewControllerStandIn, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    override init() {
        super.init()
    }

    /// What the Login button does with the two fields' text.
    func tapLogin(player1Text: String?, player2Text: String?) {
        listener?.login(withPlayer1Name: player1Text, player2Name: player2Text)
    }
}

import Foundation

protocol RandomWinPresentableListener: AnyObject {
    func determineWinner()
}

/// One "Magic" button. The winner is announced in an alert whose "That was random..." button reports it.
///
/// Stored properties added to the view controller's: `listener` (weak), `player1Name`, `player2Name`.
final class RandomWinViewController: UIViewControllerStandIn, RandomWinPresentable, RandomWinViewControllable {
    weak var listener: RandomWinPresentableListener?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    /// What the Magic button does.
    func tapMagicButton() {
        listener?.determineWinner()
    }

    func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void) {
        let title = winner == .player1 ? "\(player1Name) Won!" : "\(player2Name) Won!"
        let alert = UIAlertControllerStandIn(title: title)
        alert.addAction(UIAlertActionStandIn(title: "That was random...") { _ in handler() })
        present(alert, animated: true)
    }

    private let player1Name: String
    private let player2Name: String
}

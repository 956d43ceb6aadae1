import Foundation

protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// The 3 × 3 board. The end of the game is announced in an alert whose "Close Game" button reports it.
///
/// Stored properties added to the view controller's: `listener` (weak), `player2Name`, `player1Name`, `cells`.
final class TicTacToeViewController: UIViewControllerStandIn, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    /// What tapping the cell at `row`, `col` does.
    func tapCell(row: Int, col: Int) {
        listener?.placeCurrentPlayerMark(atRow: row, col: col)
    }

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        cells[row * GameConstants.colCount + col] = playerType
    }

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {
        let title: String
        switch winner {
        case .player1?: title = "\(player1Name) Won!"
        case .player2?: title = "\(player2Name) Won!"
        case nil: title = "It's a Tie"
        }
        let alert = UIAlertControllerStandIn(title: title)
        alert.addAction(UIAlertActionStandIn(title: "Close Game") { _ in handler() })
        present(alert, animated: true)
    }

    private let player2Name: String
    private let player1Name: String
    private var cells = [PlayerType?](repeating: nil, count: GameConstants.rowCount * GameConstants.colCount)
}

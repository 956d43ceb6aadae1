import Foundation

/// TicTacToe's router interface.
public protocol TicTacToeRouting: ViewableRouting {}

protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType)
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void)
}

/// Told when the tic-tac-toe game is over (the adapter).
public protocol TicTacToeListener: AnyObject {
    /// The game ended; `winner` is nil for a draw.
    func ticTacToeDidEnd(with winner: PlayerType?)
}

/// The game: players take turns, player 1 first; three in a row wins, a full board is a draw. The win is
/// counted on the score stream, announced, and reported once the announcement is closed.
///
/// Stored properties: `router` (weak), `listener` (weak), `mutableScoreStream`, `currentPlayer`, `board`.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable,
    TicTacToePresentableListener
{
    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?

    init(presenter: TicTacToePresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        board = Array(repeating: Array(repeating: nil, count: GameConstants.colCount), count: GameConstants.rowCount)
    }

    // MARK: - TicTacToePresentableListener

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard board[row][col] == nil else { return }
        let player = currentPlayer
        currentPlayer = player == .player1 ? .player2 : .player1
        board[row][col] = player
        presenter.setCell(atRow: row, col: col, withPlayerType: player)

        let winner = findWinner()
        guard winner != nil || isBoardFull else { return }
        if let winner {
            mutableScoreStream.updateScore(with: winner)
        }
        presenter.announce(winner: winner) {
            self.listener?.ticTacToeDidEnd(with: winner)
        }
    }

    private let mutableScoreStream: MutableScoreStream
    private var currentPlayer = PlayerType.player1
    private var board = [[PlayerType?]]()

    private var isBoardFull: Bool {
        board.allSatisfy { row in row.allSatisfy { $0 != nil } }
    }

    private func findWinner() -> PlayerType? {
        let n = GameConstants.rowCount
        var lines: [[(Int, Int)]] = []
        for i in 0..<n {
            lines.append((0..<n).map { (i, $0) })
            lines.append((0..<n).map { ($0, i) })
        }
        lines.append((0..<n).map { ($0, $0) })
        lines.append((0..<n).map { ($0, n - 1 - $0) })
        for line in lines {
            let marks = line.map { board[$0.0][$0.1] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) {
                return first
            }
        }
        return nil
    }
}

/// The board's size.
struct GameConstants {
    static let rowCount = 3
    static let colCount = 3
}

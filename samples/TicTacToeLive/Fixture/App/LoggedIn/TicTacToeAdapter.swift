import Foundation

/// Offers TicTacToe as a `Game`: builds it with itself as TicTacToe's listener and forwards the end of
/// the game to LoggedIn. A plain class, not a RIB.
///
/// Stored properties: `id`, `name`, `ticTacToeBuilder`, `gameListener` (weak).
class TicTacToeAdapter: Game, GameBuildable, TicTacToeListener {
    let id = "tictactoe"
    let name = "Tic Tac Toe"
    let ticTacToeBuilder: TicTacToeBuilder
    var builder: GameBuildable {
        self
    }

    weak var gameListener: GameListener?

    init(dependency: TicTacToeDependency) {
        ticTacToeBuilder = TicTacToeBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        gameListener = listener
        return ticTacToeBuilder.build(withListener: self)
    }

    func ticTacToeDidEnd(with winner: PlayerType?) {
        gameListener?.gameDidEnd(with: winner)
    }
}

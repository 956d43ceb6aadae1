import RIBs

/// Lets LoggedIn start TicTacToe as one of its games: builds it and turns its end into a game end.
class TicTacToeAdapter: Game, GameBuildable, TicTacToeListener {
    let id = "tictactoe"
    let name = "Tic Tac Toe"
    private let ticTacToeBuilder: TicTacToeBuilder
    private weak var gameListener: GameListener?

    var builder: GameBuildable {
        return self
    }

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

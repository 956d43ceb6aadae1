import Foundation

/// The two players of a game.
public enum PlayerType: Int, Sendable {
    /// Moves first in tic-tac-toe.
    case player1 = 1
    /// Moves second.
    case player2
}

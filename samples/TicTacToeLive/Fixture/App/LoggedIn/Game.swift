import Foundation

/// Told when a game is over.
public protocol GameListener: AnyObject {
    /// The game ended; `winner` is nil for a draw.
    func gameDidEnd(with winner: PlayerType?)
}

/// Builds a game RIB for LoggedIn, whatever the game's own listener is.
public protocol GameBuildable: Buildable {
    /// Builds the game; it reports to `listener` when over.
    func build(withListener listener: GameListener) -> ViewableRouting
}

/// A game OffGame offers a button for.
public protocol Game {
    /// The id used by deep links.
    var id: String { get }
    /// The button title.
    var name: String { get }
    /// Builds the game.
    var builder: GameBuildable { get }
}

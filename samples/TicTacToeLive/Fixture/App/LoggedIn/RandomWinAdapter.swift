import Foundation

/// Offers RandomWin as a `Game`: builds it with itself as RandomWin's listener and forwards the win to
/// LoggedIn. A plain class, not a RIB.
///
/// Stored properties: `id`, `name`, `randomWinBuilder`, `listener` (weak).
class RandomWinAdapter: Game, GameBuildable, RandomWinListener {
    let id = "randomwin"
    let name = "Random Win"
    var builder: GameBuildable {
        self
    }

    private let randomWinBuilder: RandomWinBuilder
    private weak var listener: GameListener?

    init(dependency: RandomWinDependency) {
        randomWinBuilder = RandomWinBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        self.listener = listener
        return randomWinBuilder.build(withListener: self)
    }

    func didRandomlyWin(with player: PlayerType) {
        listener?.gameDidEnd(with: player)
    }
}

import RIBs

/// Lets LoggedIn start RandomWin as one of its games.
class RandomWinAdapter: Game, GameBuildable, RandomWinListener {
    let id = "randomwin"
    let name = "Random Win"
    private let randomWinBuilder: RandomWinBuilder
    private weak var listener: GameListener?

    var builder: GameBuildable {
        return self
    }

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

import Foundation

protocol LoggedInRouting: Routing {
    func cleanupViews()
    func routeToOffGame(with games: [Game])
    func routeToGame(with gameBuilder: GameBuildable)
}

protocol LoggedInListener: AnyObject {}

/// LoggedIn's logic: OffGame when it becomes active and after every game, a game when OffGame asks.
///
/// Stored properties: `router` (weak), `listener` (weak), `games` (the two adapters).
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    init(games: [Game]) {
        self.games = games
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToOffGame(with: games)
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - OffGameListener

    func startGame(with gameBuilder: GameBuildable) {
        router?.routeToGame(with: gameBuilder)
    }

    // MARK: - GameListener

    func gameDidEnd(with winner: PlayerType?) {
        router?.routeToOffGame(with: games)
    }

    // MARK: - LoggedInActionableItem

    func launchGame(with id: String?) -> StandInObservable<(LoggedInActionableItem, ())> {
        if let game = games.first(where: { $0.id.lowercased() == id?.lowercased() }) {
            router?.routeToGame(with: game.builder)
        }
        return .just((self, ()))
    }

    private var games = [Game]()
}

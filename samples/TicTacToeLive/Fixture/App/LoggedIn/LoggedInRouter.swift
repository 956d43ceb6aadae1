import Foundation

protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// The view controller LoggedIn borrows from Root to show its children's views.
protocol LoggedInViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable?)
}

/// LoggedIn's router: VIEWLESS (a plain `Router`), yet it stores Root's view controller under the name
/// `viewController`. It has one child at a time: OffGame, TicTacToe or RandomWin. It holds OffGame's
/// builder; the game builders live in the adapters LoggedInInteractor holds.
///
/// Stored properties added to `Router`'s: `viewController`, `offGameBuilder`, `currentChild`.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable, offGameBuilder: OffGameBuildable) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - LoggedInRouting

    func cleanupViews() {
        if currentChild != nil {
            viewController.replaceModal(viewController: nil)
        }
    }

    func routeToOffGame(with games: [Game]) {
        detachCurrentChild()
        attachOffGame(with: games)
    }

    func routeToGame(with gameBuilder: GameBuildable) {
        detachCurrentChild()
        let game = gameBuilder.build(withListener: interactor)
        currentChild = game
        attachChild(game)
        viewController.replaceModal(viewController: game.viewControllable)
    }

    private let viewController: LoggedInViewControllable
    private let offGameBuilder: OffGameBuildable
    private var currentChild: ViewableRouting?

    private func attachOffGame(with games: [Game]) {
        let offGame = offGameBuilder.build(withListener: interactor, games: games)
        currentChild = offGame
        attachChild(offGame)
        viewController.replaceModal(viewController: offGame.viewControllable)
    }

    private func detachCurrentChild() {
        if let currentChild {
            detachChild(currentChild)
            viewController.replaceModal(viewController: nil)
        }
    }
}

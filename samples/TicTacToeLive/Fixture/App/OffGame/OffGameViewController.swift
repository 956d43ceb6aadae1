import Foundation

protocol OffGamePresentableListener: AnyObject {
    func start(_ game: Game)
}

/// The screen between games: the score board on top, one start button per game.
///
/// Stored properties added to the view controller's: `listener` (weak), `games`.
final class OffGameViewController: UIViewControllerStandIn, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?

    init(games: [Game]) {
        self.games = games
        super.init()
    }

    func show(scoreBoardView: ViewControllable) {
        addChild(scoreBoardView.uiviewController)
    }

    /// The titles of the start buttons, bottom to top.
    var startButtonTitles: [String] {
        games.map(\.name)
    }

    /// What the start button titled `name` does.
    func tapStartButton(named name: String) {
        guard let game = games.first(where: { $0.name == name }) else {
            preconditionFailure("OffGame has no start button \(name); it has \(startButtonTitles)")
        }
        listener?.start(game)
    }

    private let games: [Game]
}

import RIBs
import UIKit

protocol OffGamePresentableListener: AnyObject {
    func start(_ game: Game)
}

final class OffGameViewController: UIViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    private let player1Name: String
    private let player2Name: String
    private let games: [Game]

    init(player1Name: String, player2Name: String, games: [Game]) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.games = games
        super.init(nibName: nil, bundle: nil)
    }

    func show(scoreBoardView: ViewControllable) {
        addChild(scoreBoardView.uiviewController)
        view.addSubview(scoreBoardView.uiviewController.view)
    }
}

import UIKit

class GameViewController: UIViewController {
    init(mutableScoreStream: MutableScoreStream, playersStream: PlayersStream, scoreSheetBuilder: ScoreSheetBuilder) {
        super.init(nibName: nil, bundle: nil)
    }
}

import UIKit

class ScoreSheetViewController: UIViewController {
    init(scoreStream: ScoreStream) {
        super.init(nibName: nil, bundle: nil)
    }
}

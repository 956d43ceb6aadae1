import NeedleFoundation
import UIKit

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

class ScoreSheetComponent: Component<ScoreSheetDependency>, ScoreSheetBuilder {
    var scoreSheetViewController: UIViewController {
        return ScoreSheetViewController(scoreStream: dependency.scoreStream)
    }
}

protocol ScoreSheetBuilder {
    var scoreSheetViewController: UIViewController { get }
}

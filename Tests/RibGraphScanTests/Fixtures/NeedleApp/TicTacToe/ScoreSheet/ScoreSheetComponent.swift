import NeedleFoundation
import UIKit

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get } // ⚑ ScoreSheetDependency.scoreStream
}

class ScoreSheetComponent: Component<ScoreSheetDependency>, ScoreSheetBuilder { // ⚑ ScoreSheetComponent
    var scoreSheetViewController: UIViewController {
        return ScoreSheetViewController(scoreStream: dependency.scoreStream)
    }
}

protocol ScoreSheetBuilder {
    var scoreSheetViewController: UIViewController { get }
}

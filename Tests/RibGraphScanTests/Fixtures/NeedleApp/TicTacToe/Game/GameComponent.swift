import NeedleFoundation
import UIKit

protocol GameDependency: Dependency {
    var mutableScoreStream: MutableScoreStream { get } // ⚑ GameDependency.mutableScoreStream
    var playersStream: PlayersStream { get } // ⚑ GameDependency.playersStream
}

class GameComponent: Component<GameDependency>, GameBuilder { // ⚑ GameComponent
    var gameViewController: UIViewController {
        return GameViewController(mutableScoreStream: dependency.mutableScoreStream,
                                  playersStream: dependency.playersStream,
                                  scoreSheetBuilder: scoreSheetBuilder)
    }

    var scoreSheetBuilder: ScoreSheetBuilder {
        return ScoreSheetComponent(parent: self)
    }

    // Its own stream, for its children: GameDependency's comes from the parent scopes.
    var mutableScoreStream: MutableScoreStream {
        return ScoreStreamImpl()
    }
}

protocol GameBuilder {
    var gameViewController: UIViewController { get }
}

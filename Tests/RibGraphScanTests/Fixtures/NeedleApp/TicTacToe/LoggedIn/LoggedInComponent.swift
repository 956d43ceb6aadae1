import NeedleFoundation
import SwiftUI

protocol LoggedInDependency: Dependency {
}

class LoggedInComponent: Component<LoggedInDependency>, LoggedInBuilder { // ⚑ LoggedInComponent
    public var scoreStream: ScoreStream {
        return mutableScoreStream
    }

    var loggedInView: AnyView {
        AnyView(
            LoggedInView(gameBuilder: gameComponent, scoreSheetBuilder: scoreSheetComponent)
        )
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol LoggedInBuilder {
    var loggedInView: AnyView { get }
}

extension LoggedInComponent {
    var mutableScoreStream: MutableScoreStream { // ⚑ LoggedInComponent.mutableScoreStream
        return shared { ScoreStreamImpl() }
    }
}

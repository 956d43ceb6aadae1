import NeedleFoundation
import UIKit

protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get } // ⚑ LoggedOutDependency.mutablePlayersStream
}

class LoggedOutComponent: Component<LoggedOutDependency>, LoggedOutBuilder { // ⚑ LoggedOutComponent
    var loggedOutViewController: UIViewController {
        return LoggedOutViewController(mutablePlayersStream: dependency.mutablePlayersStream)
    }
}

protocol LoggedOutBuilder {
    var loggedOutViewController: UIViewController { get }
}

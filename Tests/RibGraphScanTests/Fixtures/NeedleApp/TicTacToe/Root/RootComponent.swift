import NeedleFoundation
import UIKit

/// The root scope: owns the players stream and creates both child scopes.
class RootComponent: BootstrapComponent { // ⚑ RootComponent
    public var playersStream: PlayersStream {
        return mutablePlayersStream
    }

    public var mutablePlayersStream: MutablePlayersStream { // ⚑ RootComponent.mutablePlayersStream
        return shared { PlayersStreamImpl() }
    }

    var rootViewController: UIViewController {
        return RootViewController(playersStream: playersStream,
                                  loggedOutBuilder: loggedOutComponent,
                                  loggedInBuilder: loggedInComponent)
    }

    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }

    var loggedInComponent: LoggedInComponent {
        return LoggedInComponent(parent: self)
    }
}

import UIKit

class RootViewController: UIViewController {
    private let playersStream: PlayersStream
    private let loggedOutBuilder: LoggedOutBuilder
    private let loggedInBuilder: LoggedInBuilder

    init(playersStream: PlayersStream, loggedOutBuilder: LoggedOutBuilder, loggedInBuilder: LoggedInBuilder) {
        self.playersStream = playersStream
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(nibName: nil, bundle: nil)
    }
}

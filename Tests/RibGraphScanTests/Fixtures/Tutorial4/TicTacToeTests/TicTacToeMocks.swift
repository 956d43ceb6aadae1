@testable import TicTacToe
import RIBs

/// A test double of LoggedIn's builder; the scan must not take it for a RIB of the app.
final class LoggedInBuildableMock: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting {
        fatalError("not used")
    }
}

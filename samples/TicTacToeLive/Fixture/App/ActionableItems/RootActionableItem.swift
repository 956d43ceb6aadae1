import Foundation

/// Root's step of the deep-link workflow: it waits for a login.
public protocol RootActionableItem: AnyObject {
    /// Emits LoggedIn's actionable item once the players have logged in.
    func waitForLogin() -> StandInObservable<(LoggedInActionableItem, ())>
}

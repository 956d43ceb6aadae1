import Foundation

/// LoggedIn's step of the deep-link workflow: it starts a game by id.
public protocol LoggedInActionableItem: AnyObject {
    /// Routes to the game whose id is `id` (case-insensitive), if there is one.
    func launchGame(with id: String?) -> StandInObservable<(LoggedInActionableItem, ())>
}

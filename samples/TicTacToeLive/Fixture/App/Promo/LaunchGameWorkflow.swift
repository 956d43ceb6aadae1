import Foundation

/// The deep link `...?gameId=<id>`: wait for a login, then start the game `<id>`. The tutorial builds it on
/// RIBs' `Workflow`; here the two steps are chained by hand.
final class LaunchGameWorkflow {
    let gameId: String?

    init(url: URL) {
        gameId =
            URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?
            .first { $0.name == "gameId" }?
            .value
    }

    /// Runs the steps on `rootItem`; disposing the result stops waiting.
    func subscribe(_ rootItem: RootActionableItem) -> StandInDisposable {
        let steps = StandInCompositeDisposable()
        let gameId = gameId
        let waiting = rootItem.waitForLogin().subscribe { loggedInItem, _ in
            steps.insert(loggedInItem.launchGame(with: gameId).subscribe { _ in })
        }
        steps.insert(waiting)
        return steps
    }
}

import Foundation

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

/// Root's business logic: on login it asks its router for LoggedIn, and it handles deep links.
///
/// Stored properties: `router` (weak), `listener` (weak), `loggedInActionableItemSubject`.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener,
    RootActionableItem, UrlHandler
{
    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        if let item = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name) {
            loggedInActionableItemSubject.onNext(item)
        }
    }

    // MARK: - UrlHandler

    func handle(_ url: URL) {
        LaunchGameWorkflow(url: url)
            .subscribe(self)
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - RootActionableItem

    func waitForLogin() -> StandInObservable<(LoggedInActionableItem, ())> {
        loggedInActionableItemSubject.asObservable().map { ($0, ()) }
    }

    private let loggedInActionableItemSubject = StandInReplaySubject<LoggedInActionableItem>()
}

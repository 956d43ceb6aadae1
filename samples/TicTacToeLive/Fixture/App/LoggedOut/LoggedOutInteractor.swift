import Foundation

protocol LoggedOutRouting: ViewableRouting {}

protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// The login logic: empty or missing names become "Player 1" and "Player 2".
///
/// Stored properties: `router` (weak), `listener` (weak).
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutPresentableListener

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        listener?.didLogin(
            withPlayer1Name: playerName(player1Name, defaultName: "Player 1"),
            player2Name: playerName(player2Name, defaultName: "Player 2"))
    }

    private func playerName(_ name: String?, defaultName: String) -> String {
        guard let name, !name.isEmpty else { return defaultName }
        return name
    }
}

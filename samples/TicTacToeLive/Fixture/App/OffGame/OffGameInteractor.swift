import Foundation

protocol OffGameRouting: ViewableRouting {}

protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
}

protocol OffGameListener: AnyObject {
    func startGame(with gameBuilder: GameBuildable)
}

/// OffGame's logic: a start button asks LoggedIn for that game.
///
/// Stored properties: `router` (weak), `listener` (weak).
final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable,
    OffGamePresentableListener
{
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    override init(presenter: OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - OffGamePresentableListener

    func start(_ game: Game) {
        listener?.startGame(with: game.builder)
    }
}

import Foundation

/// RandomWin's router interface.
public protocol RandomWinRouting: ViewableRouting {}

protocol RandomWinPresentable: Presentable {
    var listener: RandomWinPresentableListener? { get set }
    func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void)
}

/// Told who won (the adapter).
public protocol RandomWinListener: AnyObject {
    /// `player` won.
    func didRandomlyWin(with player: PlayerType)
}

/// The "game": the Magic button picks a winner at random; once the announcement is closed, the win is
/// counted and reported.
///
/// Stored properties: `router` (weak), `listener` (weak), `mutableScoreStream`.
final class RandomWinInteractor: PresentableInteractor<RandomWinPresentable>, RandomWinInteractable,
    RandomWinPresentableListener
{
    weak var router: RandomWinRouting?
    weak var listener: RandomWinListener?

    init(presenter: RandomWinPresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - RandomWinPresentableListener

    func determineWinner() {
        determineWinner(randomNumber: UInt32.random(in: 0..<100))
    }

    /// `determineWinner()` with the random draw (0..<100) given: above 50, player 1 wins.
    func determineWinner(randomNumber: UInt32) {
        let winner: PlayerType = randomNumber > 50 ? .player1 : .player2
        presenter.announce(winner: winner) {
            self.mutableScoreStream.updateScore(with: winner)
            self.listener?.didRandomlyWin(with: winner)
        }
    }

    private let mutableScoreStream: MutableScoreStream
}

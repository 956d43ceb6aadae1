import Foundation

/// BasicScoreBoard's router interface.
public protocol BasicScoreBoardRouting: ViewableRouting {}

protocol BasicScoreBoardPresentable: Presentable {
    var listener: BasicScoreBoardPresentableListener? { get set }
    func set(score: Score)
}

/// BasicScoreBoard's listener (OffGame's interactor); it is told nothing.
public protocol BasicScoreBoardListener: AnyObject {}

/// Shows the score while active.
///
/// Stored properties: `router` (weak), `listener` (weak), `scoreStream`.
final class BasicScoreBoardInteractor: PresentableInteractor<BasicScoreBoardPresentable>,
    BasicScoreBoardInteractable, BasicScoreBoardPresentableListener
{
    weak var router: BasicScoreBoardRouting?
    weak var listener: BasicScoreBoardListener?

    init(presenter: BasicScoreBoardPresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        updateScore()
    }

    private let scoreStream: ScoreStream

    private func updateScore() {
        scoreStream.score
            .subscribe { score in
                self.presenter.set(score: score)
            }
            .disposeOnDeactivate(interactor: self)
    }
}

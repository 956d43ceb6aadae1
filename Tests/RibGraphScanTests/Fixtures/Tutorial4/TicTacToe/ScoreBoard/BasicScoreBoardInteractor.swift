import RIBs

protocol BasicScoreBoardRouting: ViewableRouting {
}

protocol BasicScoreBoardPresentable: Presentable {
    var listener: BasicScoreBoardPresentableListener? { get set }
}

public protocol BasicScoreBoardListener: AnyObject {

}

final class BasicScoreBoardInteractor: PresentableInteractor<BasicScoreBoardPresentable>, BasicScoreBoardInteractable, BasicScoreBoardPresentableListener {
    weak var router: BasicScoreBoardRouting?
    weak var listener: BasicScoreBoardListener?
    private let scoreStream: ScoreStream

    init(presenter: BasicScoreBoardPresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

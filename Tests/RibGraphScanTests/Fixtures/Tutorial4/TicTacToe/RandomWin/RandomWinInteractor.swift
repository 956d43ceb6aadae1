import RIBs

protocol RandomWinRouting: ViewableRouting {
}

protocol RandomWinPresentable: Presentable {
    var listener: RandomWinPresentableListener? { get set }
}

public protocol RandomWinListener: AnyObject {
    func didRandomlyWin(with player: PlayerType)
}

final class RandomWinInteractor: PresentableInteractor<RandomWinPresentable>, RandomWinInteractable, RandomWinPresentableListener {
    weak var router: RandomWinRouting?
    weak var listener: RandomWinListener?
    private let mutableScoreStream: MutableScoreStream

    init(presenter: RandomWinPresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

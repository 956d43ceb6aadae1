import RIBs

protocol TicTacToeRouting: ViewableRouting {
}

protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
}

public protocol TicTacToeListener: AnyObject {
    func ticTacToeDidEnd(with winner: PlayerType?)
}

final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener {
    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?
    private let mutableScoreStream: MutableScoreStream

    init(presenter: TicTacToePresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

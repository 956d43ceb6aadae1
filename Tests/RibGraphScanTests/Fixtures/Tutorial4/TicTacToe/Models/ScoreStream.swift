import RxSwift

public struct Score {
    public let player1Score: Int
    public let player2Score: Int
}

public protocol ScoreStream: AnyObject {
    var score: Observable<Score> { get }
}

public protocol MutableScoreStream: ScoreStream {
    func updateScore(withWinner winner: PlayerType?)
}

final class ScoreStreamImpl: MutableScoreStream {
    private let variable = BehaviorSubject<Score>(value: Score(player1Score: 0, player2Score: 0))

    var score: Observable<Score> {
        return variable.asObservable()
    }

    func updateScore(withWinner winner: PlayerType?) {
    }
}

protocol ScoreStream: AnyObject {
}

protocol MutableScoreStream: ScoreStream {
    func updateScore(with winner: Int)
}

class ScoreStreamImpl: MutableScoreStream {
    func updateScore(with winner: Int) {}
}

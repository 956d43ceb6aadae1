import Foundation

/// The number of games each player has won.
public struct Score: Equatable, Sendable {
    /// Games won by player 1.
    public let player1Score: Int
    /// Games won by player 2.
    public let player2Score: Int

    /// Creates a score.
    public init(player1Score: Int, player2Score: Int) {
        self.player1Score = player1Score
        self.player2Score = player2Score
    }
}

/// A read-only stream of the score, shared by LoggedIn's scope.
public protocol ScoreStream: AnyObject {
    /// The current score at once, then every change.
    var score: StandInObservable<Score> { get }
}

/// The score stream the games write to.
public protocol MutableScoreStream: ScoreStream {
    /// Counts a win for `winner`.
    func updateScore(with winner: PlayerType)
}

/// The one score stream, kept by `LoggedInComponent` as a shared instance.
///
/// Stored property: `variable`.
public final class ScoreStreamImpl: MutableScoreStream {
    /// Creates a stream starting at 0 : 0.
    public init() {}

    /// The current score at once, then every change.
    public var score: StandInObservable<Score> {
        variable.asObservable().distinctUntilChanged()
    }

    /// Counts a win for `winner`.
    public func updateScore(with winner: PlayerType) {
        let current = variable.value
        switch winner {
        case .player1:
            variable.onNext(Score(player1Score: current.player1Score + 1, player2Score: current.player2Score))
        case .player2:
            variable.onNext(Score(player1Score: current.player1Score, player2Score: current.player2Score + 1))
        }
    }

    private let variable = StandInBehaviorSubject<Score>(value: Score(player1Score: 0, player2Score: 0))
}

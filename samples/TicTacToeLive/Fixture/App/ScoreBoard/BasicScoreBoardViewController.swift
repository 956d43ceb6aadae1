import Foundation

protocol BasicScoreBoardPresentableListener: AnyObject {}

/// The two names and their scores.
///
/// Stored properties added to the view controller's: `listener` (weak), `player1Name`, `player2Name`, `score`.
final class BasicScoreBoardViewController: UIViewControllerStandIn, BasicScoreBoardPresentable,
    BasicScoreBoardViewControllable
{
    weak var listener: BasicScoreBoardPresentableListener?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    func set(score: Score) {
        self.score = score
    }

    /// The two labels' text, e.g. `["Alice (1)", "Bob (0)"]`.
    var labels: [String] {
        ["\(player1Name) (\(score?.player1Score ?? 0))", "\(player2Name) (\(score?.player2Score ?? 0))"]
    }

    private let player1Name: String
    private let player2Name: String
    private var score: Score?
}

public enum PlayerType: Int {
    case player1 = 1
    case player2
}

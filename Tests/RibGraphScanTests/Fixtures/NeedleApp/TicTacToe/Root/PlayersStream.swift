protocol PlayersStream: AnyObject {
}

protocol MutablePlayersStream: PlayersStream {
    func update(player1: String, player2: String)
}

class PlayersStreamImpl: MutablePlayersStream {
    func update(player1: String, player2: String) {}
}

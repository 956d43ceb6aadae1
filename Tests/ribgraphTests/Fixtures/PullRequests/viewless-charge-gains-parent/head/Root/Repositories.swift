final class CardRepository {
    var cards: [String] = []
}

final class BalanceRepository {
    var balance: Double = 0
}

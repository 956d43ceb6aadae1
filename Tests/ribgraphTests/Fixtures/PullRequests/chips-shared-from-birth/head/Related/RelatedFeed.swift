final class RelatedFeed {
    var titles: [String] = []
}

final class ChipRelay {
    var selected: Int = 0
}

final class RelatedFeed {
    var titles: [String] = []
}

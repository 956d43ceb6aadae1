/// A binary min-heap of lanes by where they become free, ties broken by lane number so routes are
/// deterministic.
struct LaneHeap {
    private var items: [(end: Double, lane: Int)] = []

    var count: Int { items.count }
    var first: (end: Double, lane: Int)? { items.first }

    mutating func insert(_ item: (end: Double, lane: Int)) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the least item out.
    mutating func popFirst() -> (end: Double, lane: Int)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty { replaceFirst(with: last) }
        return first
    }

    mutating func replaceFirst(with item: (end: Double, lane: Int)) {
        items[0] = item
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && Self.less(items[left], items[smallest]) { smallest = left }
            if right < items.count && Self.less(items[right], items[smallest]) { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }

    private static func less(_ a: (end: Double, lane: Int), _ b: (end: Double, lane: Int)) -> Bool {
        (a.end, a.lane) < (b.end, b.lane)
    }
}

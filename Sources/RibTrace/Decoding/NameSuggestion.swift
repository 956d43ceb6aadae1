/// "Did you mean" hints for names a user mistyped.
package enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a plausible typo.
    package static func nearest(to name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance($0, name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// ` (did you mean "X"?)` for the nearest candidate, or an empty string when none is close.
    package static func hint(for name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Up to `limit` candidates nearest to `name` by edit distance, nearest first (ties in the candidates' order),
    /// however far: for listing what exists when nothing matches, not for guessing.
    package static func closest(to name: String, among candidates: [String], limit: Int) -> [String] {
        candidates.enumerated()
            .map { (candidate: $0.element, distance: editDistance($0.element, name), order: $0.offset) }
            .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .prefix(limit).map(\.candidate)
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

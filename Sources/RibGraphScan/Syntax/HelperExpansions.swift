import SwiftSyntax

/// The Tuist helper calls one manifest's reading expands, shared by every level of it: each call of a helper
/// with arguments that stand for the same values is expanded once and its targets remembered, a call
/// inside its own expansion with the same values (a helper calling itself) is not expanded again, and no
/// more than ``maxExpansions`` distinct calls are expanded in all. A helper calling itself K times, four
/// levels deep, was read K⁴ times and held each manifest for the whole parse limit (issue 41); its
/// reading is now a few expansions, and past the limit or the deadline the rest fall back to the names
/// passed to them.
final class HelperExpansions {
    /// What one expansion gave: its targets, and the helper calls inside it that gave none.
    struct Expanded {
        var declared: [ManifestReader.Declared]
        var unreadHelpers: [(function: String, name: String)]
    }

    /// The most distinct helper calls one manifest expands: real projects call a few helpers a few times.
    static let maxExpansions = 256

    /// When the reading must stop.
    let deadline: Deadline?
    private var known: [String: Expanded] = [:]
    private var inProgress: Set<String> = []
    private var count = 0
    /// Whether a call was left unexpanded because of the limit or the deadline.
    private(set) var gaveUp = false

    /// Expansions checked against `deadline` (nil: no time limit).
    init(deadline: Deadline?) {
        self.deadline = deadline
    }

    /// The key of a call of `function` whose parameters stand for `values` (by name).
    static func key(_ function: ManifestHelpers.Function, _ values: [String: String]) -> String {
        ([function.file, function.name] + values.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value })
            .joined(separator: "\u{0}")
    }

    /// Whether no more call may be expanded: the limit is reached or the deadline past (then nothing is worth
    /// computing a call's key for).
    var isSpent: Bool {
        if count >= Self.maxExpansions || deadline?.isPast == true { gaveUp = true }
        return gaveUp
    }

    /// What the call `key` gave, when it was expanded already.
    func remembered(_ key: String) -> Expanded? { known[key] }

    /// Whether the call `key` may be expanded now: not inside its own expansion, within the limit and the
    /// deadline. Counts it when it may.
    func begin(_ key: String) -> Bool {
        guard !inProgress.contains(key) else { return false }
        guard count < Self.maxExpansions, deadline?.isPast != true else {
            gaveUp = true
            return false
        }
        count += 1
        inProgress.insert(key)
        return true
    }

    /// Remembers what the call `key` gave.
    func end(_ key: String, _ expanded: Expanded) {
        inProgress.remove(key)
        known[key] = expanded
    }
}

import RibTrace

/// A trace the HTML viewer will not put on one page as asked.
package enum ViewerError: LocatedError, Equatable {
    /// The trace in `file` has `count` events, more than `limit` (``ViewerPage/defaultMaxEvents`` unless
    /// `--max-events` raised it).
    case tooManyEvents(file: String, count: Int, limit: Int)

    /// Too many events is bad data for the limit in force: exit 65, the message naming the flag that raises it.
    package var kind: FailureKind { .badData }

    package var description: String {
        switch self {
        case .tooManyEvents(let file, let count, let limit):
            "\(file): \(count) events, more than the \(limit) an HTML page holds; "
                + "--max-events \(count) raises the limit (the page grows about 10 bytes per event), "
                + "or draw one event with --format svg --at SEQ"
        }
    }
}

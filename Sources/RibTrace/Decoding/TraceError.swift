/// Everything that can be wrong with a trace file, each case carrying the file and the place, with a
/// message written for the person who made the file.
public enum TraceError: LocatedError, Equatable {
    /// The input does not exist, is a directory, or cannot be read.
    case unreadable(file: String, reason: String)
    /// The bytes are not JSON; `line` and `column` are 1-based.
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    /// The JSON is well formed but a value is wrong; `path` is a JSON path such as `events[12].child`.
    case invalidValue(file: String, path: String, reason: String)
    /// Replaying event `index` (0-based position in `events`) contradicts the tree built so far.
    case inconsistentEvent(file: String, index: Int, seq: Int, reason: String)
    /// `--at` named a sequence number that no event has.
    case noSuchEvent(file: String, seq: Int, available: ClosedRange<Int>?)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .invalidJSON(let file, _, _, _), .invalidValue(let file, _, _),
             .inconsistentEvent(let file, _, _, _), .noSuchEvent(let file, _, _):
            file
        }
    }

    /// A missing input is `noInput`, an `--at` no event has is `usage`, anything else in the file `badData`.
    public var kind: FailureKind {
        switch self {
        case .unreadable: .noInput
        case .noSuchEvent: .usage
        case .invalidJSON, .invalidValue, .inconsistentEvent: .badData
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): \(reason)"
        case .invalidJSON(let file, let line, let column, let reason):
            "\(file):\(line):\(column): invalid JSON: \(reason)"
        case .invalidValue(let file, let path, let reason):
            "\(file): \(path.isEmpty ? "(document)" : path): \(reason)"
        case .inconsistentEvent(let file, let index, let seq, let reason):
            "\(file): events[\(index)] (seq \(seq)): \(reason)"
        case .noSuchEvent(let file, let seq, let available):
            if let available {
                "\(file): no event has seq \(seq) (seqs run from \(available.lowerBound) to \(available.upperBound))"
            } else {
                "\(file): no event has seq \(seq): the trace has no events"
            }
        }
    }
}

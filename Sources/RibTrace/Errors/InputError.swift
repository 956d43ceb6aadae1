/// What is wrong with an input file — a trace, a rules file, a baseline, a project config — for the
/// person who made it: the file as messages name it, the place in it and the reason. Every reader of
/// ribgraph's inputs throws this one shape, so they all word a place the same way:
/// `rules.yml: forbidden[0].parent: must not be empty`, `app.json:2:5: invalid JSON: …`.
public struct InputError: LocatedError, Equatable {
    /// Where in the file the problem is.
    public enum Place: Sendable, Equatable {
        /// Nowhere in particular: the file is missing, unreadable or too large, or no place is known.
        case input
        /// The whole document, written `(document)`: a value the top of the file lacks.
        case document
        /// A line and column, both 1-based: where the syntax breaks.
        case text(line: Int, column: Int)
        /// A JSON or key path such as `events[12].child` or `forbidden[0].parent`; never empty.
        case path(String)

        /// `path`, or the whole document when `path` is empty.
        public init(path: String) {
            self = path.isEmpty ? .document : .path(path)
        }

        /// The line and column when both are known (a YAML parser's marks may not be), else no place.
        public init(line: Int?, column: Int?) {
            if let line, let column { self = .text(line: line, column: column) } else { self = .input }
        }
    }

    /// The file as messages name it ("standard input" for `-`).
    public var file: String
    /// Where in it.
    public var place: Place
    /// What is wrong, starting with a lower-case word.
    public var reason: String
    /// How it counts: ``FailureKind/badData`` for a wrong file, ``FailureKind/noInput`` for a missing one.
    public var kind: FailureKind

    /// Creates the error; most problems are in a file that is there (`badData`).
    public init(file: String, place: Place, reason: String, kind: FailureKind = .badData) {
        self.file = file
        self.place = place
        self.reason = reason
        self.kind = kind
    }

    /// A wrong value at `path` (the whole document when empty).
    public init(file: String, path: String, reason: String) {
        self.init(file: file, place: Place(path: path), reason: reason)
    }

    /// A file that is missing, a directory, or cannot be read.
    public static func unreadable(file: String, reason: String) -> InputError {
        InputError(file: file, place: .input, reason: reason, kind: .noInput)
    }

    /// Replaying event `index` (0-based position in `events`, sequence number `seq`) contradicts the tree
    /// built so far.
    public static func inconsistentEvent(file: String, index: Int, seq: Int, reason: String) -> InputError {
        InputError(file: file, place: .path("events[\(index)] (seq \(seq))"), reason: reason)
    }

    /// `--at` named a sequence number that no event of the file has; `available` is the range there is.
    public static func noSuchEvent(file: String, seq: Int, available: ClosedRange<Int>?) -> InputError {
        let reason =
            available.map { "no event has seq \(seq) (seqs run from \($0.lowerBound) to \($0.upperBound))" }
            ?? "no event has seq \(seq): the trace has no events"
        return InputError(file: file, place: .input, reason: reason, kind: .usage)
    }

    /// `file: reason`, `file:line:column: reason` or `file: path: reason`, as ribgraph prints it after
    /// `ribgraph: `.
    public var description: String {
        switch place {
        case .input: "\(file): \(reason)"
        case .document: "\(file): (document): \(reason)"
        case .text(let line, let column): "\(file):\(line):\(column): \(reason)"
        case .path(let path): "\(file): \(path): \(reason)"
        }
    }
}

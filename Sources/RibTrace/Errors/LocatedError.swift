/// How a failure counts for the person running ribgraph; the command line gives each kind its one
/// documented exit status.
public enum FailureKind: Sendable, Equatable {
    /// The command line asks for something the input does not have, or that must not be done (64).
    case usage
    /// An input that is there but wrong: syntax, a value, an event that does not replay (65).
    case badData
    /// An input that is missing or cannot be read (66).
    case noInput
    /// A failure inside ribgraph or Graphviz (70).
    case internalFailure
    /// An output that cannot be written (73).
    case cannotWrite
}

/// An error meant for the person running ribgraph: `description` is the whole message, naming the file
/// and the place in it (a JSON path, a line and column, an event) and what is wrong, and `kind` says how
/// it counts. Every error ribgraph's libraries throw at their callers conforms, so the command line
/// reports them all in one place without knowing their types.
public protocol LocatedError: Error, CustomStringConvertible {
    /// How the failure counts, which decides the exit status.
    var kind: FailureKind { get }
}

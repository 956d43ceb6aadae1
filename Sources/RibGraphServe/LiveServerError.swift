import RibTrace

/// Why ``LiveServer`` could not start, or stopped serving.
public enum LiveServerError: LocatedError, Equatable {
    /// The port is taken or refused, or sockets are unavailable.
    case cannotListen(address: String, reason: String)
    /// `-` was given: standard input is read once and cannot be watched for changes.
    case standardInput
    /// The listening socket failed in a way no retry mends (it was closed under the server, say).
    case acceptFailed(reason: String)

    /// A port that is taken or refused, and `-`, are the command line's to change; a broken listener is
    /// an internal failure.
    public var kind: FailureKind {
        switch self {
        case .cannotListen, .standardInput: .usage
        case .acceptFailed: .internalFailure
        }
    }

    public var description: String {
        switch self {
        case .cannotListen(let address, let reason):
            "cannot listen on \(address): \(reason)"
        case .standardInput:
            "serve watches a file for changes: standard input (-) cannot be watched; write the trace to a file and serve that"
        case .acceptFailed(let reason):
            "serve stopped accepting connections: \(reason)"
        }
    }
}

import ArgumentParser
import RibTrace

/// The documented exit statuses, and which error maps to which.
enum ExitStatus {
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let internalError: Int32 = 70
    static let cannotWrite: Int32 = 73

    /// The status for `error`: its ``FailureKind`` when it is one of ribgraph's, else an internal failure.
    static func of(_ error: Error) -> Int32 {
        switch (error as? LocatedError)?.kind {
        case .usage: usage
        case .badData: dataError
        case .noInput: noInput
        case .cannotWrite: cannotWrite
        case .internalFailure, nil: internalError
        }
    }
}

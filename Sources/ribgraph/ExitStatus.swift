import ArgumentParser
import RibGraph
import RibGraphScan
import RibTrace

/// The documented exit statuses, and which error maps to which.
enum ExitStatus {
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let internalError: Int32 = 70
    static let cannotWrite: Int32 = 73

    /// The status for `error`.
    static func of(_ error: Error) -> Int32 {
        switch error {
        case TraceError.unreadable: noInput
        case TraceError.noSuchEvent: usage
        case is TraceError: dataError
        case is SnapshotError: usage
        case is UnknownFormat: usage
        case RuleFileError.unreadable: noInput
        case is RuleFileError: dataError
        case ScanError.missingPath: noInput
        case ScanError.nothingFound: dataError
        case is GraphvizError: internalError
        case is LiveServerError: usage
        case let error as OutputError: error.isUsageError ? usage : cannotWrite
        default: internalError
        }
    }
}

/// Runs a subcommand body, printing ribgraph's own errors as `ribgraph: message` with their exit status.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CleanExit {
        throw error
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        throw error
    } catch {
        FileHandleOutput.standardError("ribgraph: \(error)\n")
        throw ExitCode(ExitStatus.of(error))
    }
}

/// Refuses, before any work, a run whose output would replace one of its inputs, and a command line
/// that names standard input more than once.
func protectInputs(_ inputs: [String], output: String?) throws {
    if inputs.filter({ $0 == "-" }).count > 1 {
        throw ValidationError("standard input (-) can be read only once; give at most one input as -")
    }
    if let output { try OutputGuard.check(file: output, against: inputs) }
}

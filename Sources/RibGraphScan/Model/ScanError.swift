import RibTrace

/// Why a scan could not produce a trace at all (per-file problems are ``ScanDiagnostic``s instead).
public enum ScanError: LocatedError, Equatable {
    /// A path given to scan does not exist.
    case missingPath(String)
    /// A path given to scan exists but cannot be read (a folder not listed, a file not opened).
    case unreadablePath(String, reason: String)
    /// More RIB types than ``ScanLimits/maxRIBs``.
    case tooManyRIBs(found: Int, limit: Int)
    /// Nothing usable: no Swift file, or no RIB (builder, router or needle component) in any of them.
    case nothingFound(files: Int)

    /// A missing or unreadable path is `noInput`; sources without a RIB, or with too many, are `badData`.
    public var kind: FailureKind {
        switch self {
        case .missingPath, .unreadablePath: .noInput
        case .nothingFound, .tooManyRIBs: .badData
        }
    }

    public var description: String {
        switch self {
        case .missingPath(let path): "\(path): no such file or folder"
        case .unreadablePath(let path, let reason): "\(path): cannot be read: \(reason)"
        case .tooManyRIBs(let found, let limit):
            "scan: \(found) RIB types, more than the \(limit) one scan writes (raise it with --max-ribs, or scan less with --exclude)"
        case .nothingFound(let files) where files == 0:
            "scan: no Swift files found (after skipping Pods, Carthage, .build, DerivedData, hidden folders, tests and --exclude)"
        case .nothingFound(let files):
            "scan: no RIB found in \(files) Swift files (no Builder, Router or needle Component subclass)"
        }
    }
}

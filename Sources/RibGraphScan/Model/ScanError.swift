import RibTrace

/// Why a scan could not produce a trace at all (per-file problems are ``ScanDiagnostic``s instead).
public enum ScanError: LocatedError, Equatable {
    /// A path given to scan does not exist.
    case missingPath(String)
    /// Nothing usable: no Swift file, or no RIB (builder, router or needle component) in any of them.
    case nothingFound(files: Int)

    /// A missing path is `noInput`; sources without a RIB are `badData`.
    public var kind: FailureKind {
        switch self {
        case .missingPath: .noInput
        case .nothingFound: .badData
        }
    }

    public var description: String {
        switch self {
        case .missingPath(let path): "\(path): no such file or folder"
        case .nothingFound(let files) where files == 0: "scan: no Swift files found (after skipping Pods, Carthage, .build, DerivedData, hidden folders, tests and --exclude)"
        case .nothingFound(let files): "scan: no RIB found in \(files) Swift files (no Builder, Router or needle Component subclass)"
        }
    }
}

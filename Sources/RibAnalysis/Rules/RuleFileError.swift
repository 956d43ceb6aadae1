import RibTrace

/// A rules file or a baseline file that cannot be used, with the file and the place in it named the way
/// the trace decoder names them: `rules.yml: maxDepth: expected a whole number`.
public enum RuleFileError: LocatedError, Equatable {
    /// The file does not exist, is a directory, or cannot be read (exit status 66).
    case unreadable(file: String, reason: String)
    /// The file is not well-formed JSON or YAML; `line` and `column` are 1-based, when known (exit status 65).
    case invalidSyntax(file: String, line: Int?, column: Int?, reason: String)
    /// A value is wrong; `path` is a key path such as `forbidden[0].parent`, empty for the whole document
    /// (exit status 65).
    case invalidValue(file: String, path: String, reason: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .invalidSyntax(let file, _, _, _), .invalidValue(let file, _, _): file
        }
    }

    /// A missing file is `noInput`, anything wrong inside it `badData`.
    public var kind: FailureKind {
        switch self {
        case .unreadable: .noInput
        case .invalidSyntax, .invalidValue: .badData
        }
    }

    /// `file: path: reason`, as ribgraph prints it after `ribgraph: `.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): \(reason)"
        case .invalidSyntax(let file, let line?, let column?, let reason): "\(file):\(line):\(column): \(reason)"
        case .invalidSyntax(let file, _, _, let reason): "\(file): \(reason)"
        case .invalidValue(let file, let path, let reason): "\(file): \(path.isEmpty ? "(document)" : path): \(reason)"
        }
    }
}

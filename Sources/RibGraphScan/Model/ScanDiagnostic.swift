import RibTrace

/// A warning about the scanned sources: printed as `path:line: warning: message` (`./path` for a path that
/// could otherwise start a CI runner's command), never fatal.
public struct ScanDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What went unfollowed, for the summary that groups warnings.
    public enum Kind: String, Sendable, CaseIterable {
        case syntaxError = "syntax errors"
        case unreadableFile = "unreadable files"
        case leftOutFile = "files left out past a limit"
        case skippedPath = "folders and links not read"
        case duplicateName = "types of one name in several modules"
        case unknownBuilder = "builders not found"
        case ambiguousRoute = "routes to one of several types of one name"
        case unresolvedProperty = "Dependency properties provided by no component"
        case unattachedRIB = "RIB types nothing attaches or launches"
        /// The scan as a whole, once: no RIB is launched, so the tree starts at the RIBs nothing attaches.
        case noLaunchedRIB = "launch roots not found"
    }

    public var kind: Kind
    /// Where it applies; nil for the scan as a whole.
    public var place: SourceLocation?
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, place: SourceLocation?, message: String) {
        self.kind = kind
        self.place = place
        self.message = message
    }

    /// `N kind, M kind` for `diagnostics`, kinds in declaration order; empty when there are none.
    package static func summary(of diagnostics: [ScanDiagnostic]) -> String {
        var counts: [Kind: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.kind, default: 0] += 1 }
        return Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }.joined(
            separator: ", ")
    }

    public var description: String {
        place.map { "\($0.startingALine): warning: \(message)" } ?? "warning: \(message)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(place?.path)
        hasher.combine(place?.line)
        hasher.combine(message)
    }

    /// By file, then line, then message; diagnostics without a place first.
    public static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
        switch (lhs.place, rhs.place) {
        case (let l?, let r?) where l != r: (l.path, l.line) < (r.path, r.line)
        case (nil, _?): true
        case (_?, nil): false
        default: lhs.message < rhs.message
        }
    }
}

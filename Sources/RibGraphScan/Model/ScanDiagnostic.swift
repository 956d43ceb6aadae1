import RibTrace

/// A warning about the scanned sources: printed as `path:line: warning: message`, never fatal.
public struct ScanDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where it applies; nil for the scan as a whole.
    public var place: SourceLocation?
    public var message: String

    /// Creates a diagnostic.
    public init(place: SourceLocation?, message: String) {
        self.place = place
        self.message = message
    }

    public var description: String {
        place.map { "\($0): warning: \(message)" } ?? "warning: \(message)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(place?.path)
        hasher.combine(place?.line)
        hasher.combine(message)
    }

    /// By file, then line, then message; diagnostics without a place first.
    public static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
        switch (lhs.place, rhs.place) {
        case let (l?, r?) where l != r: (l.path, l.line) < (r.path, r.line)
        case (nil, _?): true
        case (_?, nil): false
        default: lhs.message < rhs.message
        }
    }
}

/// A part of the scanned app with a place in its sources: a RIB type, a route, a Dependency property. A failed
/// expectation about it is recorded there, so the IDE and the test log point at the declaration to change.
public protocol SourceDeclared {
    /// The absolute path of the file that declares it; nil when the scan does not say.
    var file: String? { get }
    /// The declaration's line, 1-based; nil when the scan does not say.
    var line: Int? { get }
    /// How failure messages name it: `RIB "LoggedIn"`, `route LoggedIn -> OffGame`.
    var subject: String { get }
}

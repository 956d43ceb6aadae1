import RibTrace

/// One violation as the diagnostic line Xcode's build log, SwiftLint and compilers share:
/// `path:line:column: warning: message`. Xcode shows such a line from a build phase or a build-tool plugin
/// as a warning on that line of that file.
///
/// The column is always 1: a trace knows a declaration's line, not its column. A violation without a Swift
/// declaration is reported at the trace file (`TRACE: warning: …`), or with no place at all when there is
/// no trace file. Names are shown by ``TerminalText`` so that none can end the line or start another.
struct XcodeDiagnostic: Sendable, Equatable {
    /// The line, without its line break.
    let line: String

    /// The diagnostic for `violation`; `traceFile` is the place used when the violation has no declaration.
    init(violation: Violation, traceFile: String?) {
        let message = TerminalText.line("\(violation.location): \(violation.what) [\(violation.rule.rawValue)]")
        if let place = violation.declaredIn.flatMap(SourceLocation.init) {
            line = "\(TerminalText.line(place.startingALine)):1: warning: \(message)"
        } else if let traceFile {
            line = TerminalText.wholeLine("\(traceFile): warning: \(message)")
        } else {
            line = "warning: \(message)"
        }
    }
}

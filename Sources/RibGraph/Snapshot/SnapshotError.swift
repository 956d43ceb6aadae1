/// A snapshot request that cannot be satisfied by the trace it names.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// `--focus` names no RIB of the trace; `suggestion` is the closest id, if any is close.
    case unknownFocus(String, suggestion: String?)
    /// `--focus` names a RIB that is not attached at the chosen event.
    case focusNotAttached(String)

    public var description: String {
        switch self {
        case .unknownFocus(let name, let suggestion):
            "--focus: no RIB \"\(name)\" in the trace" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .focusNotAttached(let name):
            "--focus: RIB \"\(name)\" is not attached at this event; choose another --at"
        }
    }
}

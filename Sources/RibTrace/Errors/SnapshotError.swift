/// A request that cannot be satisfied by the trace it names: a picture's focus or size (drawing), a step of
/// a source trace (metrics). It sits beside ``InputError`` because both the analysis and the drawing
/// libraries throw it.
package enum SnapshotError: LocatedError, Equatable {
    /// `--focus` names no RIB of the trace; `suggestion` is the closest id, if any is close.
    case unknownFocus(String, suggestion: String?)
    /// `--focus` names a RIB that is not attached at the chosen event.
    case focusNotAttached(String)
    /// `--property` names no property of any Dependency in the trace; `suggestion` is the closest name, if any.
    case unknownProperty(String, suggestion: String?)
    /// `--at` names a step of a source trace where only the whole possible tree has a meaning (metrics).
    case stepOfSourceTrace(Int)
    /// The picture would draw `count` RIBs, more than the drawing's limit `limit` (`--max-ribs`).
    case tooManyRIBs(count: Int, limit: Int)

    /// Each case is a request the command line made that the trace cannot satisfy.
    package var kind: FailureKind { .usage }

    package var description: String {
        switch self {
        case .unknownFocus(let name, let suggestion):
            "--focus: no RIB \"\(name)\" in the trace" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .focusNotAttached(let name):
            "--focus: RIB \"\(name)\" is not attached at this event; choose another --at"
        case .unknownProperty(let name, let suggestion):
            "--property: no Dependency in the trace has a property \"\(name)\""
                + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .stepOfSourceTrace(let seq):
            "--at \(seq): a source trace is the tree of what can be attached, not a recording; "
                + "its metrics are of the whole tree (leave out --at)"
        case .tooManyRIBs(let count, let limit):
            "the picture would draw \(count) RIBs, more than the \(limit) ribgraph draws; draw part of the tree "
                + "with --focus or --depth, or raise the limit with --max-ribs"
        }
    }
}

/// How a RIB or edge changed between two trees, as a diff's pictures and Mermaid graph mark it.
public enum DiffMark: String, Sendable, Equatable {
    case added, removed, moved, changed
}

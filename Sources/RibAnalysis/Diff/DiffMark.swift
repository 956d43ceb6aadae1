/// How a RIB or edge changed between two trees, as a diff's pictures and Mermaid graph mark it.
package enum DiffMark: String, Sendable, Equatable {
    /// Only in HEAD.
    case added
    /// Only in BASE.
    case removed
    /// In both, under another parent.
    case moved
    /// In both, under the same parent, with another change (view, dependencies).
    case changed
}

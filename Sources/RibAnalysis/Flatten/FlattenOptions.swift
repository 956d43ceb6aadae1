/// What part of the app `ribgraph flatten` proposes changes for, and which kinds of change it leaves off.
public struct FlattenOptions: Sendable, Equatable {
    /// A RIB id or name: only changes whose RIBs all lie in what it can reach (itself included); nil for the
    /// whole app.
    public var focus: String?
    /// Kinds of change not proposed: their RIBs stay as they are and may take part in the other kinds.
    public var skipped: Set<FlattenKind>

    /// Options for the whole app and every kind of change, unless told otherwise.
    public init(focus: String? = nil, skipped: Set<FlattenKind> = []) {
        self.focus = focus
        self.skipped = skipped
    }
}

/// Who a RIB's interactor reports to: its parent's interactor, or an adapter standing between them.
public struct Listener: Sendable, Equatable {
    /// The RIB id whose interactor reports.
    public var child: String
    /// The type it reports to.
    public var listener: String

    /// Creates a listener record.
    public init(child: String, listener: String) {
        self.child = child
        self.listener = listener
    }
}

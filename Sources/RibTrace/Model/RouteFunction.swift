/// A function of a parent's router that builds a child from the builder it holds, and so attaches it
/// (`attachFollowList(userId:)`, declared at `My/MyPageRouter.swift:139`): where a change of the route is made.
public struct RouteFunction: Sendable, Equatable {
    /// The function as Swift names it, with its argument labels: `attachFollowList(userId:)`, `init(interactor:_:)`.
    public var name: String
    /// Where it is declared, `path:line`.
    public var declaredIn: String

    /// Creates a router function record.
    public init(name: String, declaredIn: String) {
        self.name = name
        self.declaredIn = declaredIn
    }

    /// `attachFollowList(userId:) (My/MyPageRouter.swift:139)`: how a plan names it.
    public var description: String { "\(name) (\(declaredIn))" }
}

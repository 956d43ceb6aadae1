// Combine's names the apps' declarations use, with no behaviour: Linux has no Combine. ModernRIBs' reproduction
// imports this module when it can, so that its publishers and the app's are one type.

/// A publisher of `Output` values that fails with `Failure` (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error> {
    /// A publisher that publishes nothing.
    public init() {}
}

// RxSwift's names the apps' public declarations use (a use case returning `Single<User>`), with no behaviour.

/// A sequence of `Element` values over time (RxSwift's `Observable`).
open class Observable<Element> {
    /// A sequence of no value.
    public init() {}

    /// A sequence of `element` alone (what MOIT-iOS's actionable items hand back).
    public static func just(_ element: Element) -> Observable<Element> { Observable() }
}

/// A sequence with a trait that limits what it emits (RxSwift's `PrimitiveSequence`).
public struct PrimitiveSequence<Trait, Element> {
    /// A sequence of no value.
    public init() {}
}

/// The trait of a sequence that emits one value or an error (RxSwift's `SingleTrait`).
public enum SingleTrait {}

/// A sequence that emits one value or an error (RxSwift's `Single`).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

import Foundation

// RIBs-iOS is built on RxSwift, which is not available here. These are the few reactive pieces
// RIBs and the tutorial use, reduced to synchronous bookkeeping. They keep RIBs' stored-property
// names (`isActiveSubject`, `lifecycleSubject`, `deinitDisposable`, ...) meaningful; only the
// type names differ from RxSwift's (`StandInBehaviorSubject` instead of `RxSwift.BehaviorSubject`).

/// A subscription that can be cancelled (stands in for RxSwift's `Disposable`).
public protocol StandInDisposable: AnyObject {
    /// Cancels the subscription. Calling it again does nothing.
    func dispose()
}

/// A disposable that runs a closure once, on the first `dispose()`.
final class StandInActionDisposable: StandInDisposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        let pending = action
        action = nil
        pending?()
    }
}

/// A bag of disposables disposed together (stands in for RxSwift's `CompositeDisposable`).
/// Anything inserted after `dispose()` is disposed at once.
public final class StandInCompositeDisposable: StandInDisposable {
    private var members: [StandInDisposable] = []
    private var isDisposed = false

    /// Creates an empty, live bag.
    public init() {}

    /// Adds `disposable` to the bag, or disposes it at once when the bag is already disposed.
    public func insert(_ disposable: StandInDisposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            members.append(disposable)
        }
    }

    /// Disposes every member and refuses new ones from now on.
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let disposing = members
        members.removeAll()
        for member in disposing {
            member.dispose()
        }
    }
}

/// A synchronous push stream (stands in for RxSwift's `Observable`).
public final class StandInObservable<Element> {
    private let onSubscribe: (@escaping (Element) -> Void) -> StandInDisposable

    /// Creates a stream whose subscriptions are served by `onSubscribe`.
    public init(_ onSubscribe: @escaping (@escaping (Element) -> Void) -> StandInDisposable) {
        self.onSubscribe = onSubscribe
    }

    /// Delivers every element to `onNext` until the returned disposable is disposed.
    @discardableResult
    public func subscribe(onNext: @escaping (Element) -> Void) -> StandInDisposable {
        onSubscribe(onNext)
    }

    /// A stream of `transform` applied to each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> StandInObservable<Result> {
        StandInObservable<Result> { observer in
            self.subscribe { observer(transform($0)) }
        }
    }

    /// A stream that drops an element equal (by `isEqual`) to the one delivered just before it.
    public func distinctUntilChanged(_ isEqual: @escaping (Element, Element) -> Bool) -> StandInObservable<Element> {
        StandInObservable { observer in
            var last: Element?
            return self.subscribe { element in
                if let previous = last, isEqual(previous, element) {
                    return
                }
                last = element
                observer(element)
            }
        }
    }

    /// A stream that delivers `element` once to each subscriber.
    public static func just(_ element: Element) -> StandInObservable<Element> {
        StandInObservable { observer in
            observer(element)
            return StandInActionDisposable {}
        }
    }
}

extension StandInObservable where Element: Equatable {
    /// A stream that drops an element equal to the one delivered just before it.
    public func distinctUntilChanged() -> StandInObservable<Element> {
        distinctUntilChanged(==)
    }
}

/// The observer list shared by the subjects below.
final class StandInObserverList<Element> {
    private var observers: [(id: Int, deliver: (Element) -> Void)] = []
    private var nextID = 0
    private(set) var isCompleted = false

    func add(_ deliver: @escaping (Element) -> Void) -> StandInDisposable {
        guard !isCompleted else { return StandInActionDisposable {} }
        let id = nextID
        nextID += 1
        observers.append((id, deliver))
        return StandInActionDisposable { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    func send(_ element: Element) {
        guard !isCompleted else { return }
        for observer in observers {
            observer.deliver(element)
        }
    }

    func complete() {
        isCompleted = true
        observers.removeAll()
    }
}

/// A subject that remembers its latest value and replays it to each new subscriber
/// (stands in for RxSwift's `BehaviorSubject` and RxCocoa's `BehaviorRelay`).
public final class StandInBehaviorSubject<Element> {
    /// The latest value.
    public private(set) var value: Element
    private let observers = StandInObserverList<Element>()

    /// Creates a subject holding `value`.
    public init(value: Element) {
        self.value = value
    }

    /// Stores `element` and delivers it to every subscriber.
    public func onNext(_ element: Element) {
        guard !observers.isCompleted else { return }
        value = element
        observers.send(element)
    }

    /// Ends the subject: subscribers are dropped, later elements ignored.
    public func onCompleted() {
        observers.complete()
    }

    /// The subject as a stream: a subscriber gets the latest value at once, then every new one.
    public func asObservable() -> StandInObservable<Element> {
        StandInObservable { [self] observer in
            let subscription = observers.add(observer)
            if !observers.isCompleted {
                observer(value)
            }
            return subscription
        }
    }
}

/// A subject that only delivers elements sent after subscribing (stands in for RxSwift's `PublishSubject`).
public final class StandInPublishSubject<Element> {
    private let observers = StandInObserverList<Element>()

    /// Creates a subject with no subscribers.
    public init() {}

    /// Delivers `element` to every subscriber.
    public func onNext(_ element: Element) {
        observers.send(element)
    }

    /// Ends the subject: subscribers are dropped, later elements ignored.
    public func onCompleted() {
        observers.complete()
    }

    /// The subject as a stream.
    public func asObservable() -> StandInObservable<Element> {
        StandInObservable { [self] observer in
            observers.add(observer)
        }
    }
}

/// A subject that replays its latest element, if any, to each new subscriber
/// (stands in for RxSwift's `ReplaySubject.create(bufferSize: 1)`).
public final class StandInReplaySubject<Element> {
    private var latest: Element?
    private let observers = StandInObserverList<Element>()

    /// Creates a subject that has not seen any element yet.
    public init() {}

    /// Remembers `element` and delivers it to every subscriber.
    public func onNext(_ element: Element) {
        guard !observers.isCompleted else { return }
        latest = element
        observers.send(element)
    }

    /// The subject as a stream.
    public func asObservable() -> StandInObservable<Element> {
        StandInObservable { [self] observer in
            let subscription = observers.add(observer)
            if let latest {
                observer(latest)
            }
            return subscription
        }
    }
}

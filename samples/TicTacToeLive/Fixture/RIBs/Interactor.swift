import Foundation

/// What a router needs to know about an interactor's activeness (RIBs' `InteractorScope`).
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active, i.e. its router is attached.
    var isActive: Bool { get }

    /// The activeness: the current value at once, then every change.
    var isActiveStream: StandInObservable<Bool> { get }
}

/// The base interface a router drives: it activates its child's interactable on attach and
/// deactivates it on detach (RIBs' `Interactable`).
public protocol Interactable: InteractorScope {
    /// Activates the interactor. Called by the framework on attach; app code never calls it.
    func activate()

    /// Deactivates the interactor. Called by the framework on detach; app code never calls it.
    func deactivate()
}

/// The base class of a RIB's business logic (RIBs' `Interactor`).
///
/// Stored properties, in order: `isActiveSubject`, `activenessDisposable`.
open class Interactor: Interactable {
    /// Whether the interactor is active.
    public final var isActive: Bool {
        isActiveSubject.value
    }

    /// The activeness: the current value at once, then every change.
    public final var isActiveStream: StandInObservable<Bool> {
        isActiveSubject.asObservable().distinctUntilChanged()
    }

    /// Creates an inactive interactor.
    public init() {}

    /// Activates the interactor and calls `didBecomeActive()`; does nothing when already active.
    public final func activate() {
        if isActive { return }
        activenessDisposable = StandInCompositeDisposable()
        isActiveSubject.onNext(true)
        didBecomeActive()
    }

    /// Called once per activation. Subclasses set up their subscriptions and initial state here.
    open func didBecomeActive() {}

    /// Calls `willResignActive()`, disposes what was bound to this activation, then turns inactive.
    /// Does nothing when already inactive.
    public final func deactivate() {
        if !isActive { return }
        willResignActive()
        activenessDisposable?.dispose()
        activenessDisposable = nil
        isActiveSubject.onNext(false)
    }

    /// Called before the interactor turns inactive. Subclasses pause their work here.
    open func willResignActive() {}

    private let isActiveSubject = StandInBehaviorSubject<Bool>(value: false)
    fileprivate var activenessDisposable: StandInCompositeDisposable?

    deinit {
        if isActive {
            deactivate()
        }
        isActiveSubject.onCompleted()
    }
}

extension StandInDisposable {
    /// Ties this subscription to `interactor`'s current activation: it is disposed when the interactor
    /// deactivates, or at once when the interactor is inactive (RIBs' `disposeOnDeactivate(interactor:)`).
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> StandInDisposable {
        if let activation = interactor.activenessDisposable {
            activation.insert(self)
        } else {
            dispose()
        }
        return self
    }
}

import Foundation

/// A router with a view of its own (RIBs' `ViewableRouting`); `router is ViewableRouting` tells
/// viewful routers from viewless ones.
public protocol ViewableRouting: Routing {
    /// The router's view controller, seen as its base interface.
    var viewControllable: ViewControllable { get }
}

/// A pending expectation that a view controller disappears (RIBs' leak detector handle).
protocol LeakDetectionHandle: AnyObject {
    func cancel()
}

/// The expectation set when a viewful RIB deactivates. RIBs' leak detector would check, later, that the
/// view controller is gone; here it only remembers it weakly.
final class ViewDisappearExpectation: LeakDetectionHandle {
    private(set) weak var viewController: UIViewControllerStandIn?
    private(set) var isCancelled = false

    init(viewController: UIViewControllerStandIn) {
        self.viewController = viewController
    }

    func cancel() {
        isCancelled = true
    }
}

/// The base class of a router that owns a view controller (RIBs' `ViewableRouter`).
///
/// Stored properties added to `Router`'s, in order: `viewController`, `viewControllable` (the same
/// object), `viewControllerDisappearExpectation`.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The RIB's view controller, typed as the router sees it.
    public let viewController: ViewControllerType

    /// The same view controller, as the framework sees it.
    public let viewControllable: ViewControllable

    /// Creates a router for `interactor` and `viewController`, which must conform to `ViewControllable`.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let base = viewController as? ViewControllable else {
            fatalError("\(viewController) does not conform to ViewControllable")
        }
        viewControllable = base
        super.init(interactor: interactor)
    }

    override func internalDidLoad() {
        setupViewControllerLeakDetection()
        super.internalDidLoad()
    }

    private var viewControllerDisappearExpectation: LeakDetectionHandle?

    private func setupViewControllerLeakDetection() {
        let subscription = interactable.isActiveStream.subscribe { [weak self] active in
            guard let self else { return }
            viewControllerDisappearExpectation?.cancel()
            viewControllerDisappearExpectation = nil
            if !active {
                viewControllerDisappearExpectation =
                    ViewDisappearExpectation(viewController: viewControllable.uiviewController)
            }
        }
        deinitDisposable.insert(subscription)
    }
}

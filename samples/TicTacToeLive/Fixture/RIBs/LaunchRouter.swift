import Foundation

/// The root router of an app, which launches the tree into a window (RIBs' `LaunchRouting`).
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view controller in `window`, activates the root interactor and loads the root router.
    func launch(from window: UIWindowStandIn)
}

/// The root router's base class (RIBs' `LaunchRouter`). It adds no stored property to `ViewableRouter`.
/// The root is never attached to a parent: `launch(from:)` activates and loads it.
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    /// Creates the root router for `interactor` and `viewController`.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Shows the root view controller in `window`, activates the root interactor, then loads the router
    /// (whose `didLoad()` attaches the first children).
    public final func launch(from window: UIWindowStandIn) {
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        RIBsEventLog.record(.launch, parent: nil, child: self)
        interactable.activate()
        load()
    }
}

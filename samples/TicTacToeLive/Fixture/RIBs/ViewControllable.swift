import Foundation

/// A view controller a router can show (RIBs' `ViewControllable`), here backed by `UIViewControllerStandIn`.
public protocol ViewControllable: AnyObject {
    /// The underlying view controller.
    var uiviewController: UIViewControllerStandIn { get }
}

extension ViewControllable where Self: UIViewControllerStandIn {
    /// The view controller itself.
    public var uiviewController: UIViewControllerStandIn {
        self
    }
}

import Foundation

/// The base interface of a presenter (RIBs' `Presentable`).
public protocol Presentable: AnyObject {}

/// A presenter separate from the view controller (RIBs' `Presenter`). Tutorial 4 does not use one:
/// its view controllers are the presenters.
///
/// Stored property: `viewController`.
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter driving `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}

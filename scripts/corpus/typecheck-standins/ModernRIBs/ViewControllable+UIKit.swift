// ModernRIBs' ViewControllable has `uiviewController` (with a default for view controllers), which its
// reproduction (Tests/ribgraphTests/Fixtures/ModernRIBs) leaves out since it has no UIKit. Here it is for every
// view controllable: more permissive than ModernRIBs only in that a type that is not a view controller need not
// implement it.
import UIKit

extension ViewControllable {
    /// The view controller itself.
    public var uiviewController: UIViewController { self as! UIViewController }
}

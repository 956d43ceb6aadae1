// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// How a child RIB's view controller is shown, read from UIKit's links between view controllers at a moment
/// it is in a hierarchy. Pure: it reads the links and changes nothing.
@MainActor
enum PresentationClassifier {
    /// A way of showing, and why it is `Presentation.unknown` when it is.
    typealias Outcome = (way: Presentation, reason: String?)

    /// How many navigation controllers wrapped round one another are followed from the child outwards; UIKit
    /// allows none inside another, so this only bounds a container that breaks its links.
    private static let maximumWrappers = 8

    /// How `child` is shown by the parent RIB whose screen is `screen` (the parent's view controller, or for a
    /// viewless parent its nearest viewful ancestor's; nil when not known), or nil while `child` is in no
    /// view controller hierarchy (not shown yet).
    ///
    /// Read from the child outwards: one of a tab bar controller's tabs is a tab; in a navigation stack above
    /// the bottom, or at the bottom of the parent's own navigation controller, a push; at the bottom of a
    /// navigation controller of its own, that controller is shown as the child (a navigation controller
    /// presented round the child is a present); the window's root is root; a child view controller of the
    /// parent's screen or of a container inside it is embed; presented (UIKit sets `presentingViewController`
    /// on the view controller presented and on its children, so this is read after `parent`) is present.
    static func classify(_ child: any ViewControllerLinks, screen: (any ViewControllerLinks)?) -> Outcome? {
        if child === screen { return (.unknown, "its view controller is the parent RIB's, \(name(of: child))") }
        var shown: any ViewControllerLinks = child
        for _ in 0..<maximumWrappers {
            if let tabs = shown.tabBarController?.viewControllers, tabs.contains(where: { $0 === shown }) {
                return (.tab, nil)
            }
            if let navigation = shown.navigationController,
                let position = navigation.viewControllers.firstIndex(where: { $0 === shown })
            {
                if position > 0 || navigation === screen || screen?.navigationController === navigation {
                    return (.push, nil)
                }
                shown = navigation
                continue
            }
            if shown.isWindowRoot { return (.root, nil) }
            if let parent = shown.parent {
                guard let screen, !isInside(parent, screen) else { return (.embed, nil) }
                return (
                    .unknown,
                    "its view controller is a child of \(name(of: parent)), outside the parent RIB's \(name(of: screen))"
                )
            }
            return shown.presentingViewController == nil ? nil : (.present, nil)
        }
        return (.unknown, "inside more than \(maximumWrappers) navigation controllers")
    }

    /// Whether `controller` is `container` or one of its descendants through `parent`.
    private static func isInside(_ controller: any ViewControllerLinks, _ container: any ViewControllerLinks)
        -> Bool
    {
        var current: (any ViewControllerLinks)? = controller
        while let next = current {
            if next === container { return true }
            current = next.parent
        }
        return false
    }

    private static func name(of controller: any ViewControllerLinks) -> String {
        String(describing: type(of: controller))
    }
}

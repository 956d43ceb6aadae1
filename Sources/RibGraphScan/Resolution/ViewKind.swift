import RibTrace

/// The UIKit object a call is made on, as far as its type or its name tells: it decides what a call of UIKit's
/// does to the view it is handed (`setViewControllers` pushes on a navigation controller, makes tabs on a tab
/// bar controller, shows pages on a page view controller).
enum ViewKind {
    case navigation, tabBar, page, split, viewController, view, window

    /// The kind of a UIKit class by its name; nil for any other name.
    static func named(_ name: String) -> ViewKind? {
        switch name {
        case "UINavigationController": .navigation
        case "UITabBarController": .tabBar
        case "UIPageViewController": .page
        case "UISplitViewController": .split
        case "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
            "ViewControllable":
            .viewController
        case "UIView", "UIStackView", "UIScrollView": .view
        case "UIWindow": .window
        default: nil
        }
    }

    /// The kind a member's name implies when its type is not known (`navigationController`, `view.window`).
    static func implied(byName name: String) -> ViewKind? {
        switch name {
        case "navigationController": .navigation
        case "tabBarController": .tabBar
        case "splitViewController": .split
        case "window": .window
        case "view", "contentView", "stackView": .view
        case "parent", "presentingViewController", "presentedViewController", "uiviewController", "viewControllable":
            .viewController
        default: nil
        }
    }

    /// The UIKit class name of this kind, where an app's extensions of it are kept.
    var uikitName: String {
        switch self {
        case .navigation: "UINavigationController"
        case .tabBar: "UITabBarController"
        case .page: "UIPageViewController"
        case .split: "UISplitViewController"
        case .viewController: "UIViewController"
        case .view: "UIView"
        case .window: "UIWindow"
        }
    }

    /// The kind of a declared class: the UIKit class its superclass chain (through the app's own classes) ends in,
    /// whatever the class is named. Nil for any other type.
    static func of(_ id: Int, in index: DeclarationIndex) -> ViewKind? {
        var current = id
        var seen: Set<Int> = []
        while seen.insert(current).inserted {
            guard index.types[current].facts.kind == .class, let first = index.types[current].facts.inherited.first
            else { return nil }
            if let kind = named(first.base) { return kind }
            guard let next = index.superclass(of: current) else { return nil }
            current = next
        }
        return nil
    }

    /// What UIKit (or RIBs' `LaunchRouting.launch(from:)`) does with the view a call hands it, on an object of
    /// `kind` (nil when not known): none for a call that shows nothing or that the kind leaves undecided; two
    /// where UIKit decides at run time (`showDetailViewController` shows a split view's detail beside its list,
    /// or pushes it on a compact screen).
    static func ways(of call: CallFacts, on kind: ViewKind?) -> Set<Presentation> {
        if call.isAssignment {
            switch (call.name, kind) {
            case ("rootViewController", _): return [.root]
            case ("viewControllers", .tabBar?), ("selectedViewController", .tabBar?): return [.tab]
            case ("viewControllers", .navigation?): return [.push]
            case ("viewControllers", .page?), ("viewControllers", .split?): return [.embed]
            // Part of the screen: the navigation bar's search field or title, a table's header or footer.
            case ("searchController", _), ("titleView", _), ("tableHeaderView", _), ("tableFooterView", _):
                return [.embed]
            default: return []
            }
        }
        switch call.name {
        case "pushViewController", "show": return [.push]
        case "present": return [.present]
        case "showDetailViewController": return [.embed, .push]
        case "addChild", "addChildViewController", "addSubview", "insertSubview", "addArrangedSubview",
            "insertArrangedSubview":
            return [.embed]
        case "launch" where call.labels.first == "from": return [.root]
        case "setViewControllers":
            switch kind {
            case .tabBar?: return [.tab]
            case .navigation?: return [.push]
            case .page?, .split?: return [.embed]
            default: return []
            }
        default: return []
        }
    }
}

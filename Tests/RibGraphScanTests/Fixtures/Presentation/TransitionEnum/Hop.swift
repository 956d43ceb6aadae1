import RIBs
import UIKit

/// How a parent shows the child a hop leads to.
enum Transition {
    case push
    case sheet(style: UIModalPresentationStyle)
    case wrapped
    case tab(wrap: (UIViewController) -> UIViewController)
    case section
}

protocol HopInfo: AnyObject {
    var next: Routing { get }
    var transition: Transition { get }
}

/// A child's router and the way to show it, handed to `Routing.perform(_:)`.
final class Hop: HopInfo {
    let next: Routing
    let transition: Transition

    init(to next: Routing, transition: Transition) {
        self.next = next
        self.transition = transition
    }
}

extension HopInfo {
    func run(from parent: Routing) {
        parent.attachChild(next)
        guard let next = next as? ViewableRouting,
            let parentView = (parent as? ViewableRouting)?.viewControllable.uiviewController
        else { return }
        let child = next.viewControllable.uiviewController
        switch transition {
        case .push:
            parentView.navigationController?.pushViewController(child, animated: true)
        case .sheet(let style):
            child.modalPresentationStyle = style
            parentView.present(child, animated: true)
        case .wrapped:
            let navigation = UINavigationController(rootViewController: child)
            parentView.present(navigation, animated: true)
        case let .tab(wrap):
            guard let bar = parentView as? UITabBarController else { return }
            var all = bar.viewControllers ?? []
            all.append(wrap(child))
            bar.setViewControllers(all, animated: false)
        case .section:
            parentView.addChild(child)
            parentView.view.addSubview(child.view)
        }
    }
}

extension Routing {
    func perform(_ hop: HopInfo) {
        hop.run(from: self)
    }
}

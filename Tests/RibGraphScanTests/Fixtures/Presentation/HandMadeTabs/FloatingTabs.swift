import RIBs
import UIKit

/// A tab bar drawn by hand (GaeManDa's LoggedInTabBarController): a plain view controller that keeps the tabs'
/// screens and, on a tap, embeds the one selected.
final class FloatingTabs: UIViewController, MainPresentable, MainViewControllable {
    private var tabViewControllers = [UIViewController]()
    private let floatingBar = UIView()

    func setTabs(_ viewControllers: [ViewControllable]) {
        viewControllers
            .map(\.uiviewController)
            .forEach { [weak self] viewController in
                self?.tabViewControllers.append(viewController)
            }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        select(at: 0)
    }

    func select(at index: Int) {
        let viewController = tabViewControllers[index]
        viewController.view.frame = view.frame
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
        view.bringSubviewToFront(floatingBar)
    }
}

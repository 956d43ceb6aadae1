import Foundation

protocol RootPresentableListener: AnyObject {}

/// The window's root view controller. It presents one modal at a time: LoggedOut's view, then
/// (on LoggedIn's behalf) OffGame's or a game's.
///
/// Stored properties added to the view controller's: `listener` (weak), `targetViewController`,
/// `animationInProgress`.
final class RootViewController: UIViewControllerStandIn, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    override init() {
        super.init()
    }

    func replaceModal(viewController: ViewControllable?) {
        targetViewController = viewController
        if animationInProgress { return }
        if presentedViewController != nil {
            animationInProgress = true
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                if targetViewController != nil {
                    presentTargetViewController()
                } else {
                    animationInProgress = false
                }
            }
        } else {
            presentTargetViewController()
        }
    }

    private var targetViewController: ViewControllable?
    private var animationInProgress = false

    private func presentTargetViewController() {
        guard let target = targetViewController else { return }
        animationInProgress = true
        present(target.uiviewController, animated: true) { [weak self] in
            self?.animationInProgress = false
        }
    }
}

extension RootViewController: LoggedInViewControllable {}

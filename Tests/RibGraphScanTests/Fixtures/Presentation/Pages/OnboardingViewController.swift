import RIBs
import UIKit

final class OnboardingViewController: UIPageViewController, OnboardingPresentable, OnboardingViewControllable {
    func setPage(_ page: ViewControllable) {
        setViewControllers([page.uiviewController], direction: .forward, animated: true)
    }
}

import RIBs
import UIKit

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    private let stackView = UIStackView()

    func addSection(_ section: ViewControllable) {
        addChild(section.uiviewController)
        stackView.addArrangedSubview(section.uiviewController.view)
        section.uiviewController.didMove(toParent: self)
    }
}

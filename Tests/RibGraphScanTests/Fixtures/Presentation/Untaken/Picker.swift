import RIBs
import UIKit

// Live attaches it when Live's parent asks Live's router to.

protocol PickerDependency: Dependency {}

protocol PickerBuildable: Buildable {
    func build(withListener listener: PickerListener) -> ViewableRouting
}

final class PickerBuilder: Builder<PickerDependency>, PickerBuildable {
    func build(withListener listener: PickerListener) -> ViewableRouting {
        let viewController = PickerViewController()
        let interactor = PickerInteractor(presenter: viewController)
        interactor.listener = listener
        return ViewableRouter<PickerInteractor, PickerViewController>(
            interactor: interactor, viewController: viewController)
    }
}

protocol PickerPresentable: Presentable {}
protocol PickerListener: AnyObject {}

final class PickerInteractor: PresentableInteractor<PickerPresentable>, Interactable {
    weak var listener: PickerListener?
}

final class PickerViewController: UIViewController, PickerPresentable, ViewControllable {}

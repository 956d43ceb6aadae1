import RIBs
import UIKit

protocol LiveDependency: Dependency {}

final class LiveComponent: Component<LiveDependency>, PickerDependency {}

protocol LiveBuildable: Buildable {
    func build(withListener listener: LiveListener) -> LiveRouting
}

final class LiveBuilder: Builder<LiveDependency>, LiveBuildable {
    func build(withListener listener: LiveListener) -> LiveRouting {
        let component = LiveComponent(dependency: dependency)
        let viewController = LiveViewController()
        let interactor = LiveInteractor(presenter: viewController)
        interactor.listener = listener
        return LiveRouter(
            interactor: interactor, viewController: viewController, pickerBuilder: PickerBuilder(dependency: component))
    }
}

protocol LiveRouting: ViewableRouting {
    func attachPicker()
}
protocol LivePresentable: Presentable {}
protocol LiveListener: AnyObject {}

protocol LiveInteractable: Interactable, PickerListener {
    var router: LiveRouting? { get set }
    var listener: LiveListener? { get set }
}

protocol LiveViewControllable: ViewControllable {}

final class LiveInteractor: PresentableInteractor<LivePresentable>, LiveInteractable {
    weak var router: LiveRouting?
    weak var listener: LiveListener?
}

final class LiveViewController: UIViewController, LivePresentable, LiveViewControllable {}

final class LiveRouter: ViewableRouter<LiveInteractable, LiveViewControllable>, LiveRouting {
    private let pickerBuilder: PickerBuildable

    init(interactor: LiveInteractable, viewController: LiveViewControllable, pickerBuilder: PickerBuildable) {
        self.pickerBuilder = pickerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachPicker() {
        let picker = pickerBuilder.build(withListener: interactor)
        attachChild(picker)
        viewController.uiviewController.present(picker.viewControllable.uiviewController, animated: true)
    }
}

import RIBs
import UIKit

protocol CreateEditAlarmDependency: Dependency {
}

final class CreateEditAlarmComponent: Component<CreateEditAlarmDependency>, CreateEditAlarmSnoozeOptionDependency, CreateEditAlarmSoundDependency {
    var snoozeOptions: [Int] { [5, 10, 15] }
    var sounds: [String] { ["bell", "birds"] }
}

protocol CreateEditAlarmBuildable: Buildable {
    func build(withListener listener: CreateEditAlarmListener) -> CreateEditAlarmRouting
}

final class CreateEditAlarmBuilder: Builder<CreateEditAlarmDependency>, CreateEditAlarmBuildable {
    override init(dependency: CreateEditAlarmDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateEditAlarmListener) -> CreateEditAlarmRouting {
        let component = CreateEditAlarmComponent(dependency: dependency)
        let viewController = CreateEditAlarmViewController()
        let interactor = CreateEditAlarmInteractor(presenter: viewController)
        interactor.listener = listener
        let createEditAlarmSnoozeOptionBuilder = CreateEditAlarmSnoozeOptionBuilder(dependency: component)
        let createEditAlarmSoundBuilder = CreateEditAlarmSoundBuilder(dependency: component)
        return CreateEditAlarmRouter(
            interactor: interactor,
            viewController: viewController,
            createEditAlarmSnoozeOptionBuilder: createEditAlarmSnoozeOptionBuilder,
            createEditAlarmSoundBuilder: createEditAlarmSoundBuilder
        )
    }
}

protocol CreateEditAlarmRouting: ViewableRouting {}
protocol CreateEditAlarmListener: AnyObject {}
protocol CreateEditAlarmPresentable: Presentable {}
protocol CreateEditAlarmInteractable: Interactable, CreateEditAlarmSnoozeOptionListener, CreateEditAlarmSoundListener {
    var router: CreateEditAlarmRouting? { get set }
    var listener: CreateEditAlarmListener? { get set }
}
protocol CreateEditAlarmViewControllable: ViewControllable {}

final class CreateEditAlarmInteractor: PresentableInteractor<CreateEditAlarmPresentable>, CreateEditAlarmInteractable {
    weak var router: CreateEditAlarmRouting?
    weak var listener: CreateEditAlarmListener?
}

final class CreateEditAlarmViewController: UIViewController, CreateEditAlarmPresentable, CreateEditAlarmViewControllable {}

final class CreateEditAlarmRouter: ViewableRouter<CreateEditAlarmInteractable, CreateEditAlarmViewControllable>, CreateEditAlarmRouting {
    private let createEditAlarmSnoozeOptionBuilder: CreateEditAlarmSnoozeOptionBuildable
    private let createEditAlarmSoundBuilder: CreateEditAlarmSoundBuildable

    init(interactor: CreateEditAlarmInteractable, viewController: CreateEditAlarmViewControllable, createEditAlarmSnoozeOptionBuilder: CreateEditAlarmSnoozeOptionBuildable, createEditAlarmSoundBuilder: CreateEditAlarmSoundBuildable) {
        self.createEditAlarmSnoozeOptionBuilder = createEditAlarmSnoozeOptionBuilder
        self.createEditAlarmSoundBuilder = createEditAlarmSoundBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCreateEditAlarmSnoozeOption() {
        let router = createEditAlarmSnoozeOptionBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToCreateEditAlarmSound() {
        let router = createEditAlarmSoundBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

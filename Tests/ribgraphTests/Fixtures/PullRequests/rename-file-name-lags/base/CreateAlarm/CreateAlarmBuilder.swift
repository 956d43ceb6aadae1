import RIBs
import UIKit

protocol CreateAlarmDependency: Dependency {
}

final class CreateAlarmComponent: Component<CreateAlarmDependency>, CreateAlarmSnoozeOptionDependency, CreateAlarmSoundDependency {
    var snoozeOptions: [Int] { [5, 10, 15] }
    var sounds: [String] { ["bell", "birds"] }
}

protocol CreateAlarmBuildable: Buildable {
    func build(withListener listener: CreateAlarmListener) -> CreateAlarmRouting
}

final class CreateAlarmBuilder: Builder<CreateAlarmDependency>, CreateAlarmBuildable {
    override init(dependency: CreateAlarmDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateAlarmListener) -> CreateAlarmRouting {
        let component = CreateAlarmComponent(dependency: dependency)
        let viewController = CreateAlarmViewController()
        let interactor = CreateAlarmInteractor(presenter: viewController)
        interactor.listener = listener
        let createAlarmSnoozeOptionBuilder = CreateAlarmSnoozeOptionBuilder(dependency: component)
        let createAlarmSoundBuilder = CreateAlarmSoundBuilder(dependency: component)
        return CreateAlarmRouter(
            interactor: interactor,
            viewController: viewController,
            createAlarmSnoozeOptionBuilder: createAlarmSnoozeOptionBuilder,
            createAlarmSoundBuilder: createAlarmSoundBuilder
        )
    }
}

protocol CreateAlarmRouting: ViewableRouting {}
protocol CreateAlarmListener: AnyObject {}
protocol CreateAlarmPresentable: Presentable {}
protocol CreateAlarmInteractable: Interactable, CreateAlarmSnoozeOptionListener, CreateAlarmSoundListener {
    var router: CreateAlarmRouting? { get set }
    var listener: CreateAlarmListener? { get set }
}
protocol CreateAlarmViewControllable: ViewControllable {}

final class CreateAlarmInteractor: PresentableInteractor<CreateAlarmPresentable>, CreateAlarmInteractable {
    weak var router: CreateAlarmRouting?
    weak var listener: CreateAlarmListener?
}

final class CreateAlarmViewController: UIViewController, CreateAlarmPresentable, CreateAlarmViewControllable {}

final class CreateAlarmRouter: ViewableRouter<CreateAlarmInteractable, CreateAlarmViewControllable>, CreateAlarmRouting {
    private let createAlarmSnoozeOptionBuilder: CreateAlarmSnoozeOptionBuildable
    private let createAlarmSoundBuilder: CreateAlarmSoundBuildable

    init(interactor: CreateAlarmInteractable, viewController: CreateAlarmViewControllable, createAlarmSnoozeOptionBuilder: CreateAlarmSnoozeOptionBuildable, createAlarmSoundBuilder: CreateAlarmSoundBuildable) {
        self.createAlarmSnoozeOptionBuilder = createAlarmSnoozeOptionBuilder
        self.createAlarmSoundBuilder = createAlarmSoundBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCreateAlarmSnoozeOption() {
        let router = createAlarmSnoozeOptionBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToCreateAlarmSound() {
        let router = createAlarmSoundBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

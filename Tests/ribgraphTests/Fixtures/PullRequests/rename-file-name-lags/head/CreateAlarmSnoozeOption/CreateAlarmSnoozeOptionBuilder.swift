import RIBs
import UIKit

protocol CreateEditAlarmSnoozeOptionDependency: Dependency {
    var snoozeOptions: [Int] { get }
}

final class CreateEditAlarmSnoozeOptionComponent: Component<CreateEditAlarmSnoozeOptionDependency> {
}

protocol CreateEditAlarmSnoozeOptionBuildable: Buildable {
    func build(withListener listener: CreateEditAlarmSnoozeOptionListener) -> CreateEditAlarmSnoozeOptionRouting
}

final class CreateEditAlarmSnoozeOptionBuilder: Builder<CreateEditAlarmSnoozeOptionDependency>, CreateEditAlarmSnoozeOptionBuildable {
    override init(dependency: CreateEditAlarmSnoozeOptionDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateEditAlarmSnoozeOptionListener) -> CreateEditAlarmSnoozeOptionRouting {
        let component = CreateEditAlarmSnoozeOptionComponent(dependency: dependency)
        let viewController = CreateEditAlarmSnoozeOptionViewController()
        let interactor = CreateEditAlarmSnoozeOptionInteractor(presenter: viewController)
        interactor.listener = listener
        return CreateEditAlarmSnoozeOptionRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol CreateEditAlarmSnoozeOptionRouting: ViewableRouting {}
protocol CreateEditAlarmSnoozeOptionListener: AnyObject {}
protocol CreateEditAlarmSnoozeOptionPresentable: Presentable {}
protocol CreateEditAlarmSnoozeOptionInteractable: Interactable {
    var router: CreateEditAlarmSnoozeOptionRouting? { get set }
    var listener: CreateEditAlarmSnoozeOptionListener? { get set }
}
protocol CreateEditAlarmSnoozeOptionViewControllable: ViewControllable {}

final class CreateEditAlarmSnoozeOptionInteractor: PresentableInteractor<CreateEditAlarmSnoozeOptionPresentable>, CreateEditAlarmSnoozeOptionInteractable {
    weak var router: CreateEditAlarmSnoozeOptionRouting?
    weak var listener: CreateEditAlarmSnoozeOptionListener?
}

final class CreateEditAlarmSnoozeOptionViewController: UIViewController, CreateEditAlarmSnoozeOptionPresentable, CreateEditAlarmSnoozeOptionViewControllable {}

final class CreateEditAlarmSnoozeOptionRouter: ViewableRouter<CreateEditAlarmSnoozeOptionInteractable, CreateEditAlarmSnoozeOptionViewControllable>, CreateEditAlarmSnoozeOptionRouting {

    init(interactor: CreateEditAlarmSnoozeOptionInteractable, viewController: CreateEditAlarmSnoozeOptionViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs
import UIKit

protocol CreateAlarmSnoozeOptionDependency: Dependency {
    var snoozeOptions: [Int] { get }
}

final class CreateAlarmSnoozeOptionComponent: Component<CreateAlarmSnoozeOptionDependency> {
}

protocol CreateAlarmSnoozeOptionBuildable: Buildable {
    func build(withListener listener: CreateAlarmSnoozeOptionListener) -> CreateAlarmSnoozeOptionRouting
}

final class CreateAlarmSnoozeOptionBuilder: Builder<CreateAlarmSnoozeOptionDependency>, CreateAlarmSnoozeOptionBuildable {
    override init(dependency: CreateAlarmSnoozeOptionDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateAlarmSnoozeOptionListener) -> CreateAlarmSnoozeOptionRouting {
        let component = CreateAlarmSnoozeOptionComponent(dependency: dependency)
        let viewController = CreateAlarmSnoozeOptionViewController()
        let interactor = CreateAlarmSnoozeOptionInteractor(presenter: viewController)
        interactor.listener = listener
        return CreateAlarmSnoozeOptionRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol CreateAlarmSnoozeOptionRouting: ViewableRouting {}
protocol CreateAlarmSnoozeOptionListener: AnyObject {}
protocol CreateAlarmSnoozeOptionPresentable: Presentable {}
protocol CreateAlarmSnoozeOptionInteractable: Interactable {
    var router: CreateAlarmSnoozeOptionRouting? { get set }
    var listener: CreateAlarmSnoozeOptionListener? { get set }
}
protocol CreateAlarmSnoozeOptionViewControllable: ViewControllable {}

final class CreateAlarmSnoozeOptionInteractor: PresentableInteractor<CreateAlarmSnoozeOptionPresentable>, CreateAlarmSnoozeOptionInteractable {
    weak var router: CreateAlarmSnoozeOptionRouting?
    weak var listener: CreateAlarmSnoozeOptionListener?
}

final class CreateAlarmSnoozeOptionViewController: UIViewController, CreateAlarmSnoozeOptionPresentable, CreateAlarmSnoozeOptionViewControllable {}

final class CreateAlarmSnoozeOptionRouter: ViewableRouter<CreateAlarmSnoozeOptionInteractable, CreateAlarmSnoozeOptionViewControllable>, CreateAlarmSnoozeOptionRouting {

    init(interactor: CreateAlarmSnoozeOptionInteractable, viewController: CreateAlarmSnoozeOptionViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

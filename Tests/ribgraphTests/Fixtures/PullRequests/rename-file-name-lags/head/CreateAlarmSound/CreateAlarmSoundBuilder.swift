import RIBs
import UIKit

protocol CreateEditAlarmSoundDependency: Dependency {
    var sounds: [String] { get }
}

final class CreateEditAlarmSoundComponent: Component<CreateEditAlarmSoundDependency> {
}

protocol CreateEditAlarmSoundBuildable: Buildable {
    func build(withListener listener: CreateEditAlarmSoundListener) -> CreateEditAlarmSoundRouting
}

final class CreateEditAlarmSoundBuilder: Builder<CreateEditAlarmSoundDependency>, CreateEditAlarmSoundBuildable {
    override init(dependency: CreateEditAlarmSoundDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateEditAlarmSoundListener) -> CreateEditAlarmSoundRouting {
        let component = CreateEditAlarmSoundComponent(dependency: dependency)
        let viewController = CreateEditAlarmSoundViewController()
        let interactor = CreateEditAlarmSoundInteractor(presenter: viewController)
        interactor.listener = listener
        return CreateEditAlarmSoundRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol CreateEditAlarmSoundRouting: ViewableRouting {}
protocol CreateEditAlarmSoundListener: AnyObject {}
protocol CreateEditAlarmSoundPresentable: Presentable {}
protocol CreateEditAlarmSoundInteractable: Interactable {
    var router: CreateEditAlarmSoundRouting? { get set }
    var listener: CreateEditAlarmSoundListener? { get set }
}
protocol CreateEditAlarmSoundViewControllable: ViewControllable {}

final class CreateEditAlarmSoundInteractor: PresentableInteractor<CreateEditAlarmSoundPresentable>, CreateEditAlarmSoundInteractable {
    weak var router: CreateEditAlarmSoundRouting?
    weak var listener: CreateEditAlarmSoundListener?
}

final class CreateEditAlarmSoundViewController: UIViewController, CreateEditAlarmSoundPresentable, CreateEditAlarmSoundViewControllable {}

final class CreateEditAlarmSoundRouter: ViewableRouter<CreateEditAlarmSoundInteractable, CreateEditAlarmSoundViewControllable>, CreateEditAlarmSoundRouting {

    init(interactor: CreateEditAlarmSoundInteractable, viewController: CreateEditAlarmSoundViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs
import UIKit

protocol CreateAlarmSoundDependency: Dependency {
    var sounds: [String] { get }
}

final class CreateAlarmSoundComponent: Component<CreateAlarmSoundDependency> {
}

protocol CreateAlarmSoundBuildable: Buildable {
    func build(withListener listener: CreateAlarmSoundListener) -> CreateAlarmSoundRouting
}

final class CreateAlarmSoundBuilder: Builder<CreateAlarmSoundDependency>, CreateAlarmSoundBuildable {
    override init(dependency: CreateAlarmSoundDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CreateAlarmSoundListener) -> CreateAlarmSoundRouting {
        let component = CreateAlarmSoundComponent(dependency: dependency)
        let viewController = CreateAlarmSoundViewController()
        let interactor = CreateAlarmSoundInteractor(presenter: viewController)
        interactor.listener = listener
        return CreateAlarmSoundRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol CreateAlarmSoundRouting: ViewableRouting {}
protocol CreateAlarmSoundListener: AnyObject {}
protocol CreateAlarmSoundPresentable: Presentable {}
protocol CreateAlarmSoundInteractable: Interactable {
    var router: CreateAlarmSoundRouting? { get set }
    var listener: CreateAlarmSoundListener? { get set }
}
protocol CreateAlarmSoundViewControllable: ViewControllable {}

final class CreateAlarmSoundInteractor: PresentableInteractor<CreateAlarmSoundPresentable>, CreateAlarmSoundInteractable {
    weak var router: CreateAlarmSoundRouting?
    weak var listener: CreateAlarmSoundListener?
}

final class CreateAlarmSoundViewController: UIViewController, CreateAlarmSoundPresentable, CreateAlarmSoundViewControllable {}

final class CreateAlarmSoundRouter: ViewableRouter<CreateAlarmSoundInteractable, CreateAlarmSoundViewControllable>, CreateAlarmSoundRouting {

    init(interactor: CreateAlarmSoundInteractable, viewController: CreateAlarmSoundViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

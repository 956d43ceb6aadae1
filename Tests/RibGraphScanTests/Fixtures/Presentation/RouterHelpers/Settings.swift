import RIBs
import UIKit

protocol SettingsDependency: Dependency {}

final class SettingsComponent: Component<SettingsDependency> {}

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting {
        let component = SettingsComponent(dependency: dependency)
        _ = component
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        return SettingsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SettingsRouting: ViewableRouting {}
protocol SettingsPresentable: Presentable {}
protocol SettingsListener: AnyObject {}

protocol SettingsInteractable: Interactable {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}

protocol SettingsViewControllable: ViewControllable {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable {
    weak var router: SettingsRouting?
    weak var listener: SettingsListener?
}

final class SettingsViewController: UIViewController, SettingsPresentable, SettingsViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {}

import RIBs
import UIKit

protocol SettingsDependency: Dependency {
    var api: String { get }
}

final class SettingsComponent: Component<SettingsDependency>, ProfileDependency {
    var session: String { "settings" }
    var api: String { dependency.api }
}

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    override init(dependency: SettingsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SettingsListener) -> SettingsRouting {
        let component = SettingsComponent(dependency: dependency)
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder(dependency: component)
        return SettingsRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

protocol SettingsRouting: ViewableRouting {}
protocol SettingsListener: AnyObject {}
protocol SettingsPresentable: Presentable {}
protocol SettingsInteractable: Interactable, ProfileListener {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}
protocol SettingsViewControllable: ViewControllable {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable {
    weak var router: SettingsRouting?
    weak var listener: SettingsListener?
}

final class SettingsViewController: UIViewController, SettingsPresentable, SettingsViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: SettingsInteractable, viewController: SettingsViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

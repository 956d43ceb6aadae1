import RIBs
import UIKit
import Web

public protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> ViewableRouting
}

public protocol SettingsListener: AnyObject {
    func settingsDidClose()
    func settingsDidSignOut()
}

public protocol SettingsDependency: Dependency {
    var userName: String { get }
}

final class SettingsComponent: Component<SettingsDependency>, WebDependency {}

/// The user's settings; it pushes the terms as a web page.
public final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    public override init(dependency: SettingsDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: SettingsListener) -> ViewableRouting {
        let component = SettingsComponent(dependency: dependency)
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController, userName: dependency.userName)
        interactor.listener = listener
        return SettingsRouter(
            interactor: interactor, viewController: viewController, webBuilder: WebBuilder(dependency: component))
    }
}

protocol SettingsRouting: ViewableRouting {
    func attachTerms()
    func detachTerms()
}

protocol SettingsPresentable: Presentable {
    var listener: SettingsPresentableListener? { get set }
}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable,
    SettingsPresentableListener
{
    weak var router: SettingsRouting?
    weak var listener: SettingsListener?

    init(presenter: SettingsPresentable, userName: String) {
        self.userName = userName
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapTerms() {
        router?.attachTerms()
    }

    func didTapSignOut() {
        listener?.settingsDidSignOut()
    }

    func didTapBack() {
        listener?.settingsDidClose()
    }

    func webDidClose() {
        router?.detachTerms()
    }

    private let userName: String
}

protocol SettingsInteractable: Interactable, WebListener {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}

protocol SettingsViewControllable: ViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    init(interactor: SettingsInteractable, viewController: SettingsViewControllable, webBuilder: WebBuildable) {
        self.webBuilder = webBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachTerms() {
        guard termsRouter == nil else { return }
        let (router, _) = webBuilder.build(withListener: interactor, path: "/terms")
        termsRouter = router
        attachChild(router)
        viewController.uiviewController.navigationController?.pushViewController(
            router.viewControllable.uiviewController, animated: true)
    }

    func detachTerms() {
        guard let router = termsRouter else { return }
        termsRouter = nil
        detachChild(router)
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }

    private let webBuilder: WebBuildable
    private var termsRouter: ViewableRouting?
}

protocol SettingsPresentableListener: AnyObject {
    func didTapTerms()
    func didTapSignOut()
    func didTapBack()
}

final class SettingsViewController: UIViewController, SettingsPresentable, SettingsViewControllable {
    weak var listener: SettingsPresentableListener?
}

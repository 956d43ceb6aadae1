import RIBs
import UIKit

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, HomeDependency, SettingsDependency {
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let homeBuilder = HomeBuilder(dependency: component)
        let settingsBuilder = SettingsBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            homeBuilder: homeBuilder,
            settingsBuilder: settingsBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, HomeListener, SettingsListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}
protocol RootViewControllable: ViewControllable {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?
    weak var listener: RootListener?
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private let settingsBuilder: SettingsBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, homeBuilder: HomeBuildable, settingsBuilder: SettingsBuildable) {
        self.homeBuilder = homeBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs
import UIKit

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, MissionRootDependency, MainPageDependency {
    var action: String { "root" }
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
        let missionRootBuilder = MissionRootBuilder(dependency: component)
        let mainPageBuilder = MainPageBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            missionRootBuilder: missionRootBuilder,
            mainPageBuilder: mainPageBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, MissionRootListener, MainPageListener {
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
    private let missionRootBuilder: MissionRootBuildable
    private let mainPageBuilder: MainPageBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, missionRootBuilder: MissionRootBuildable, mainPageBuilder: MainPageBuildable) {
        self.missionRootBuilder = missionRootBuilder
        self.mainPageBuilder = mainPageBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToMissionRoot() {
        let router = missionRootBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToMainPage() {
        let router = mainPageBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

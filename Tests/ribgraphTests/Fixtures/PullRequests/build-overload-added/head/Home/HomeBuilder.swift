import RIBs
import UIKit

protocol HomeDependency: Dependency {
}

final class HomeComponent: Component<HomeDependency>, ProfileDependency {
}

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    override init(dependency: HomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder(dependency: component)
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

protocol HomeRouting: ViewableRouting {}
protocol HomeListener: AnyObject {}
protocol HomePresentable: Presentable {}
protocol HomeInteractable: Interactable, ProfileListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}
protocol HomeViewControllable: ViewControllable {}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable {
    weak var router: HomeRouting?
    weak var listener: HomeListener?
}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: HomeInteractable, viewController: HomeViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToProfile() {
        let router = profileBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

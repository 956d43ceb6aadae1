import RIBs
import UIKit

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, UserProfileHomeDependency {
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
        let userProfileHomeBuilder = UserProfileHomeBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            userProfileHomeBuilder: userProfileHomeBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, UserProfileHomeListener {
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
    private let userProfileHomeBuilder: UserProfileHomeBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, userProfileHomeBuilder: UserProfileHomeBuildable) {
        self.userProfileHomeBuilder = userProfileHomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

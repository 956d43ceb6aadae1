import RIBs
import UIKit
import Style

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, StyleHomeDependency {
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
        let styleHomeBuilder = StyleHomeBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            styleHomeBuilder: styleHomeBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, StyleHomeListener {
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
    private let styleHomeBuilder: StyleHomeBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, styleHomeBuilder: StyleHomeBuildable) {
        self.styleHomeBuilder = styleHomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

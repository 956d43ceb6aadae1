import RIBs
import UIKit
import Style
import Closet

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, StyleHomeDependency, ClosetDependency {
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
        let closetBuilder = ClosetBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            styleHomeBuilder: styleHomeBuilder,
            closetBuilder: closetBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, StyleHomeListener, ClosetListener {
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
    private let closetBuilder: ClosetBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, styleHomeBuilder: StyleHomeBuildable, closetBuilder: ClosetBuildable) {
        self.styleHomeBuilder = styleHomeBuilder
        self.closetBuilder = closetBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

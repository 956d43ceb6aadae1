import RIBs
import UIKit

protocol MainPageDependency: Dependency {
}

final class MainPageComponent: Component<MainPageDependency> {
}

protocol MainPageBuildable: Buildable {
    func build(withListener listener: MainPageListener) -> MainPageRouting
}

final class MainPageBuilder: Builder<MainPageDependency>, MainPageBuildable {
    override init(dependency: MainPageDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MainPageListener) -> MainPageRouting {
        let component = MainPageComponent(dependency: dependency)
        let viewController = MainPageViewController()
        let interactor = MainPageInteractor(presenter: viewController)
        interactor.listener = listener
        return MainPageRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol MainPageRouting: ViewableRouting {}
protocol MainPageListener: AnyObject {}
protocol MainPagePresentable: Presentable {}
protocol MainPageInteractable: Interactable {
    var router: MainPageRouting? { get set }
    var listener: MainPageListener? { get set }
}
protocol MainPageViewControllable: ViewControllable {}

final class MainPageInteractor: PresentableInteractor<MainPagePresentable>, MainPageInteractable {
    weak var router: MainPageRouting?
    weak var listener: MainPageListener?
}

final class MainPageViewController: UIViewController, MainPagePresentable, MainPageViewControllable {}

final class MainPageRouter: ViewableRouter<MainPageInteractable, MainPageViewControllable>, MainPageRouting {

    init(interactor: MainPageInteractable, viewController: MainPageViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

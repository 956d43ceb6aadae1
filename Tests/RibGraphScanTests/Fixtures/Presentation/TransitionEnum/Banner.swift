import RIBs
import UIKit

protocol BannerDependency: Dependency {}

final class BannerComponent: Component<BannerDependency> {}

protocol BannerBuildable: Buildable {
    func build(withListener listener: BannerListener) -> BannerRouting
}

final class BannerBuilder: Builder<BannerDependency>, BannerBuildable {
    func build(withListener listener: BannerListener) -> BannerRouting {
        let component = BannerComponent(dependency: dependency)
        _ = component
        let viewController = BannerViewController()
        let interactor = BannerInteractor(presenter: viewController)
        interactor.listener = listener
        return BannerRouter(interactor: interactor, viewController: viewController)
    }
}

protocol BannerRouting: ViewableRouting {}
protocol BannerPresentable: Presentable {}
protocol BannerListener: AnyObject {}

protocol BannerInteractable: Interactable {
    var router: BannerRouting? { get set }
    var listener: BannerListener? { get set }
}

protocol BannerViewControllable: ViewControllable {}

final class BannerInteractor: PresentableInteractor<BannerPresentable>, BannerInteractable {
    weak var router: BannerRouting?
    weak var listener: BannerListener?
}

final class BannerViewController: UIViewController, BannerPresentable, BannerViewControllable {}

final class BannerRouter: ViewableRouter<BannerInteractable, BannerViewControllable>, BannerRouting {}

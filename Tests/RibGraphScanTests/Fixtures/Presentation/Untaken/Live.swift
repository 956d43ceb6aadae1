import RIBs
import UIKit

protocol LiveDependency: Dependency {}

final class LiveComponent: Component<LiveDependency> {}

protocol LiveBuildable: Buildable {
    func build(withListener listener: LiveListener) -> LiveRouting
}

final class LiveBuilder: Builder<LiveDependency>, LiveBuildable {
    func build(withListener listener: LiveListener) -> LiveRouting {
        let viewController = LiveViewController()
        let interactor = LiveInteractor(presenter: viewController)
        interactor.listener = listener
        return LiveRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LiveRouting: ViewableRouting {}
protocol LivePresentable: Presentable {}
protocol LiveListener: AnyObject {}

protocol LiveInteractable: Interactable {
    var router: LiveRouting? { get set }
    var listener: LiveListener? { get set }
}

protocol LiveViewControllable: ViewControllable {}

final class LiveInteractor: PresentableInteractor<LivePresentable>, LiveInteractable {
    weak var router: LiveRouting?
    weak var listener: LiveListener?
}

final class LiveViewController: UIViewController, LivePresentable, LiveViewControllable {}

final class LiveRouter: ViewableRouter<LiveInteractable, LiveViewControllable>, LiveRouting {}

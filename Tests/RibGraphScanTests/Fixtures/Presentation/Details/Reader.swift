import RIBs
import UIKit

protocol ReaderDependency: Dependency {}

final class ReaderComponent: Component<ReaderDependency> {}

protocol ReaderBuildable: Buildable {
    func build(withListener listener: ReaderListener) -> ReaderRouting
}

final class ReaderBuilder: Builder<ReaderDependency>, ReaderBuildable {
    func build(withListener listener: ReaderListener) -> ReaderRouting {
        let component = ReaderComponent(dependency: dependency)
        _ = component
        let viewController = ReaderViewController()
        let interactor = ReaderInteractor(presenter: viewController)
        interactor.listener = listener
        return ReaderRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ReaderRouting: ViewableRouting {}
protocol ReaderPresentable: Presentable {}
protocol ReaderListener: AnyObject {}

protocol ReaderInteractable: Interactable {
    var router: ReaderRouting? { get set }
    var listener: ReaderListener? { get set }
}

protocol ReaderViewControllable: ViewControllable {}

final class ReaderInteractor: PresentableInteractor<ReaderPresentable>, ReaderInteractable {
    weak var router: ReaderRouting?
    weak var listener: ReaderListener?
}

final class ReaderViewController: UIViewController, ReaderPresentable, ReaderViewControllable {}

final class ReaderRouter: ViewableRouter<ReaderInteractable, ReaderViewControllable>, ReaderRouting {}

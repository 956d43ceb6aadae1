import RIBs
import UIKit

protocol ComposeDependency: Dependency {}

final class ComposeComponent: Component<ComposeDependency> {}

protocol ComposeBuildable: Buildable {
    func build(withListener listener: ComposeListener) -> ComposeRouting
}

final class ComposeBuilder: Builder<ComposeDependency>, ComposeBuildable {
    func build(withListener listener: ComposeListener) -> ComposeRouting {
        let component = ComposeComponent(dependency: dependency)
        _ = component
        let viewController = ComposeViewController()
        let interactor = ComposeInteractor(presenter: viewController)
        interactor.listener = listener
        return ComposeRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ComposeRouting: ViewableRouting {}
protocol ComposePresentable: Presentable {}
protocol ComposeListener: AnyObject {}

protocol ComposeInteractable: Interactable {
    var router: ComposeRouting? { get set }
    var listener: ComposeListener? { get set }
}

protocol ComposeViewControllable: ViewControllable {}

final class ComposeInteractor: PresentableInteractor<ComposePresentable>, ComposeInteractable {
    weak var router: ComposeRouting?
    weak var listener: ComposeListener?
}

final class ComposeViewController: UIViewController, ComposePresentable, ComposeViewControllable {}

final class ComposeRouter: ViewableRouter<ComposeInteractable, ComposeViewControllable>, ComposeRouting {}

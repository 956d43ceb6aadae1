import RIBs
import UIKit

protocol StatsDependency: Dependency {}

final class StatsComponent: Component<StatsDependency> {}

protocol StatsBuildable: Buildable {
    func build(withListener listener: StatsListener) -> StatsRouting
}

final class StatsBuilder: Builder<StatsDependency>, StatsBuildable {
    func build(withListener listener: StatsListener) -> StatsRouting {
        let component = StatsComponent(dependency: dependency)
        _ = component
        let viewController = StatsViewController()
        let interactor = StatsInteractor(presenter: viewController)
        interactor.listener = listener
        return StatsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol StatsRouting: ViewableRouting {}
protocol StatsPresentable: Presentable {}
protocol StatsListener: AnyObject {}

protocol StatsInteractable: Interactable {
    var router: StatsRouting? { get set }
    var listener: StatsListener? { get set }
}

protocol StatsViewControllable: ViewControllable {}

final class StatsInteractor: PresentableInteractor<StatsPresentable>, StatsInteractable {
    weak var router: StatsRouting?
    weak var listener: StatsListener?
}

final class StatsViewController: UIViewController, StatsPresentable, StatsViewControllable {}

final class StatsRouter: ViewableRouter<StatsInteractable, StatsViewControllable>, StatsRouting {}

import RIBs
import UIKit

protocol FilterDependency: Dependency {}

final class FilterComponent: Component<FilterDependency> {}

protocol FilterBuildable: Buildable {
    func build(withListener listener: FilterListener) -> FilterRouting
}

final class FilterBuilder: Builder<FilterDependency>, FilterBuildable {
    func build(withListener listener: FilterListener) -> FilterRouting {
        let component = FilterComponent(dependency: dependency)
        _ = component
        let viewController = FilterViewController()
        let interactor = FilterInteractor(presenter: viewController)
        interactor.listener = listener
        return FilterRouter(interactor: interactor, viewController: viewController)
    }
}

protocol FilterRouting: ViewableRouting {}
protocol FilterPresentable: Presentable {}
protocol FilterListener: AnyObject {}

protocol FilterInteractable: Interactable {
    var router: FilterRouting? { get set }
    var listener: FilterListener? { get set }
}

protocol FilterViewControllable: ViewControllable {}

final class FilterInteractor: PresentableInteractor<FilterPresentable>, FilterInteractable {
    weak var router: FilterRouting?
    weak var listener: FilterListener?
}

final class FilterViewController: UIViewController, FilterPresentable, FilterViewControllable {}

final class FilterRouter: ViewableRouter<FilterInteractable, FilterViewControllable>, FilterRouting {}

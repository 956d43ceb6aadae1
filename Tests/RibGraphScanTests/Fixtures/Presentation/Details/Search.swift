import RIBs
import UIKit

protocol SearchDependency: Dependency {}

final class SearchComponent: Component<SearchDependency> {}

protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> SearchRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    func build(withListener listener: SearchListener) -> SearchRouting {
        let component = SearchComponent(dependency: dependency)
        _ = component
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SearchRouting: ViewableRouting {}
protocol SearchPresentable: Presentable {}
protocol SearchListener: AnyObject {}

protocol SearchInteractable: Interactable {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable {
    weak var router: SearchRouting?
    weak var listener: SearchListener?
}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {}

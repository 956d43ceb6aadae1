import RIBs
import UIKit

protocol SearchMovieDependency: Dependency {}

final class SearchMovieComponent: Component<SearchMovieDependency> {}

protocol SearchMovieBuildable: Buildable {
    func build(withListener listener: SearchMovieListener) -> SearchMovieRouting
}

final class SearchMovieBuilder: Builder<SearchMovieDependency>, SearchMovieBuildable {
    func build(withListener listener: SearchMovieListener) -> SearchMovieRouting {
        let component = SearchMovieComponent(dependency: dependency)
        _ = component
        let viewController = SearchMovieViewController()
        let interactor = SearchMovieInteractor(presenter: viewController)
        interactor.listener = listener
        return SearchMovieRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SearchMovieRouting: ViewableRouting {}
protocol SearchMoviePresentable: Presentable {}
protocol SearchMovieListener: AnyObject {}

protocol SearchMovieInteractable: Interactable {
    var router: SearchMovieRouting? { get set }
    var listener: SearchMovieListener? { get set }
}

protocol SearchMovieViewControllable: ViewControllable {}

final class SearchMovieInteractor: PresentableInteractor<SearchMoviePresentable>, SearchMovieInteractable {
    weak var router: SearchMovieRouting?
    weak var listener: SearchMovieListener?
}

final class SearchMovieViewController: UIViewController, SearchMoviePresentable, SearchMovieViewControllable {}

final class SearchMovieRouter: ViewableRouter<SearchMovieInteractable, SearchMovieViewControllable>, SearchMovieRouting {}

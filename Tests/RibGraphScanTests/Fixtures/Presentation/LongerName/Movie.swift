import RIBs
import UIKit

protocol MovieDependency: Dependency {}

final class MovieComponent: Component<MovieDependency> {}

protocol MovieBuildable: Buildable {
    func build(withListener listener: MovieListener) -> MovieRouting
}

final class MovieBuilder: Builder<MovieDependency>, MovieBuildable {
    func build(withListener listener: MovieListener) -> MovieRouting {
        let component = MovieComponent(dependency: dependency)
        _ = component
        let viewController = MovieViewController()
        let interactor = MovieInteractor(presenter: viewController)
        interactor.listener = listener
        return MovieRouter(interactor: interactor, viewController: viewController)
    }
}

protocol MovieRouting: ViewableRouting {}
protocol MoviePresentable: Presentable {}
protocol MovieListener: AnyObject {}

protocol MovieInteractable: Interactable {
    var router: MovieRouting? { get set }
    var listener: MovieListener? { get set }
}

protocol MovieViewControllable: ViewControllable {}

final class MovieInteractor: PresentableInteractor<MoviePresentable>, MovieInteractable {
    weak var router: MovieRouting?
    weak var listener: MovieListener?
}

final class MovieViewController: UIViewController, MoviePresentable, MovieViewControllable {}

final class MovieRouter: ViewableRouter<MovieInteractable, MovieViewControllable>, MovieRouting {}

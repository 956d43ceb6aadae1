import RIBs
import UIKit

final class CinemaComponent: Component<EmptyDependency>, MovieDependency, SearchMovieDependency {}

protocol CinemaBuildable: Buildable {
    func build() -> LaunchRouting
}

final class CinemaBuilder: Builder<EmptyDependency>, CinemaBuildable {
    func build() -> LaunchRouting {
        let component = CinemaComponent(dependency: dependency)
        let viewController = CinemaViewController()
        let interactor = CinemaInteractor(presenter: viewController)
        return CinemaRouter(
            interactor: interactor,
            viewController: viewController,
            movieBuilder: MovieBuilder(dependency: component),
            searchMovieBuilder: SearchMovieBuilder(dependency: component))
    }
}

protocol CinemaRouting: LaunchRouting {}
protocol CinemaPresentable: Presentable {}
protocol CinemaListener: AnyObject {}

protocol CinemaInteractable: Interactable, MovieListener, SearchMovieListener {
    var router: CinemaRouting? { get set }
    var listener: CinemaListener? { get set }
}

protocol CinemaViewControllable: ViewControllable {
    func push(_ viewController: ViewControllable)
    func present(_ viewController: ViewControllable)
}

final class CinemaInteractor: PresentableInteractor<CinemaPresentable>, CinemaInteractable {
    weak var router: CinemaRouting?
    weak var listener: CinemaListener?

    func didSelectMovie() {
        router?.routeToMovie()
    }

    func didTapSearch() {
        router?.routeToSearchMovie()
    }
}

/// Holds two builders whose names end alike: `searchMovieBuilder` builds SearchMovie, never Movie.
final class CinemaRouter: LaunchRouter<CinemaInteractable, CinemaViewControllable>, CinemaRouting {
    private let movieBuilder: MovieBuildable
    private let searchMovieBuilder: SearchMovieBuildable

    init(
        interactor: CinemaInteractable,
        viewController: CinemaViewControllable,
        movieBuilder: MovieBuildable,
        searchMovieBuilder: SearchMovieBuildable
    ) {
        self.movieBuilder = movieBuilder
        self.searchMovieBuilder = searchMovieBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToMovie() {
        let movie = movieBuilder.build(withListener: interactor)
        attachChild(movie)
        viewController.push(movie.viewControllable)
    }

    func routeToSearchMovie() {
        let search = searchMovieBuilder.build(withListener: interactor)
        attachChild(search)
        viewController.present(search.viewControllable)
    }
}

import RIBs
import UIKit

final class ReaderComponent: Component<EmptyDependency>, MovieDependency, SearchMovieDependency {}

protocol ReaderBuildable: Buildable {
    func build() -> LaunchRouting
}

final class ReaderBuilder: Builder<EmptyDependency>, ReaderBuildable {
    func build() -> LaunchRouting {
        let component = ReaderComponent(dependency: dependency)
        let viewController = ReaderViewController()
        let interactor = ReaderInteractor(presenter: viewController)
        return ReaderRouter(
            interactor: interactor,
            viewController: viewController,
            movieBuilder: MovieBuilder(dependency: component),
            searchMovieBuilder: SearchMovieBuilder(dependency: component))
    }
}

protocol ReaderRouting: LaunchRouting {}
protocol ReaderPresentable: Presentable {}
protocol ReaderListener: AnyObject {}

protocol ReaderInteractable: Interactable, MovieListener, SearchMovieListener {
    var router: ReaderRouting? { get set }
    var listener: ReaderListener? { get set }
}

protocol ReaderViewControllable: ViewControllable {
    func push(_ viewController: ViewControllable)
    func present(_ viewController: ViewControllable)
}

final class ReaderInteractor: PresentableInteractor<ReaderPresentable>, ReaderInteractable {
    weak var router: ReaderRouting?
    weak var listener: ReaderListener?

    func didSelectMovie() {
        router?.routeToMovie()
    }

    func didTapSearch() {
        router?.routeToSearchMovie()
    }
}

/// Holds two builders whose names end alike: `searchMovieBuilder` builds SearchMovie, never Movie.
final class ReaderRouter: LaunchRouter<ReaderInteractable, ReaderViewControllable>, ReaderRouting {
    private let movieBuilder: MovieBuildable
    private let searchMovieBuilder: SearchMovieBuildable

    init(
        interactor: ReaderInteractable,
        viewController: ReaderViewControllable,
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

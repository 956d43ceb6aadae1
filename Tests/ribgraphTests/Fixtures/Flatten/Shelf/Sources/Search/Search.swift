import BookInterfaces
import RIBs
import ShelfKit
import UIKit

public protocol SearchDependency: Dependency {
    var bookBuilder: BookBuildable { get }
}

final class SearchComponent: Component<SearchDependency>, FiltersDependency {
    var bookBuilder: BookBuildable { dependency.bookBuilder }
}

public protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> ViewableRouting
}

/// Search: a tab that pushes the book found.
public final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    public override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: SearchListener) -> ViewableRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        interactor.listener = listener
        return SearchRouter(
            interactor: interactor, viewController: viewController, bookBuilder: component.bookBuilder,
            filtersBuilder: FiltersBuilder(dependency: component))
    }
}

protocol SearchRouting: ViewableRouting {
    func attachBook(bookId: Int)
    func detachBook()
    func attachFilters()
    func detachFilters()
}

protocol SearchPresentable: Presentable {
    var listener: SearchPresentableListener? { get set }
}

public protocol SearchListener: AnyObject {}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable, SearchPresentableListener {
    weak var router: SearchRouting?
    weak var listener: SearchListener?

    override init(presenter: SearchPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didFindBook(bookId: Int) {
        router?.attachBook(bookId: bookId)
    }

    func bookDidClose() {
        router?.detachBook()
    }

    func didTapFilters() {
        router?.attachFilters()
    }

    func filtersDidClose() {
        router?.detachFilters()
    }
}

protocol SearchInteractable: Interactable, BookListener, FiltersListener {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    init(
        interactor: SearchInteractable, viewController: SearchViewControllable, bookBuilder: BookBuildable,
        filtersBuilder: FiltersBuildable
    ) {
        self.bookBuilder = bookBuilder
        self.filtersBuilder = filtersBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachBook(bookId: Int) {
        guard bookRouting == nil else { return }
        let router = bookBuilder.build(withListener: interactor, bookId: bookId)
        pushRouter(router, animated: true)
        bookRouting = router
    }

    func detachBook() {
        guard let router = bookRouting else { return }
        popRouter(router, animated: true)
        bookRouting = nil
    }

    func attachFilters() {
        guard filtersRouting == nil else { return }
        let router = filtersBuilder.build(withListener: interactor)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true, completion: nil)
        attachChild(router)
        filtersRouting = router
    }

    func detachFilters() {
        guard let router = filtersRouting else { return }
        router.viewControllable.uiviewController.dismiss(animated: true, completion: nil)
        detachChild(router)
        filtersRouting = nil
    }

    private let bookBuilder: BookBuildable
    private let filtersBuilder: FiltersBuildable
    private var bookRouting: ViewableRouting?
    private var filtersRouting: ViewableRouting?
}

protocol SearchPresentableListener: AnyObject {
    func didFindBook(bookId: Int)
    func didTapFilters()
}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {
    weak var listener: SearchPresentableListener?
}

import RIBs
import UIKit

protocol LibraryDependency: Dependency {}

/// Builds the book's router itself: the router asks it with `component.buildBookRouter(…)`.
final class LibraryComponent: Component<LibraryDependency>, BookDependency, SearchDependency, ReaderDependency {
    func buildBookRouter(listener: BookListener) -> BookRouting {
        BookBuilder(dependency: self).build(withListener: listener)
    }
}

protocol LibraryBuildable: Buildable {
    func build() -> LaunchRouting
}

final class LibraryBuilder: Builder<LibraryDependency>, LibraryBuildable {
    func build() -> LaunchRouting {
        let component = LibraryComponent(dependency: dependency)
        let viewController = LibraryViewController()
        let interactor = LibraryInteractor(presenter: viewController)
        return LibraryRouter(
            interactor: interactor,
            viewController: viewController,
            component: component,
            searchBuilder: SearchBuilder(dependency: component),
            readerBuilder: ReaderBuilder(dependency: component))
    }
}

protocol LibraryRouting: LaunchRouting {}
protocol LibraryPresentable: Presentable {}
protocol LibraryListener: AnyObject {}

protocol LibraryInteractable: Interactable, BookListener, SearchListener, ReaderListener {
    var router: LibraryRouting? { get set }
    var listener: LibraryListener? { get set }
}

protocol LibraryViewControllable: ViewControllable {
    func showDetail(_ viewControllable: ViewControllable)
    func installSearch(_ viewControllable: ViewControllable)
}

final class LibraryInteractor: PresentableInteractor<LibraryPresentable>, LibraryInteractable {
    weak var router: LibraryRouting?
    weak var listener: LibraryListener?
}

final class LibraryRouter: LaunchRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    private let component: LibraryComponent
    private let searchBuilder: SearchBuildable
    private let readerBuilder: ReaderBuildable

    init(
        interactor: LibraryInteractable,
        viewController: LibraryViewControllable,
        component: LibraryComponent,
        searchBuilder: SearchBuildable,
        readerBuilder: ReaderBuildable
    ) {
        self.component = component
        self.searchBuilder = searchBuilder
        self.readerBuilder = readerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToBook() {
        let book = makeBookRouter()
        attachChild(book)
        viewController.showDetail(book.viewControllable)
    }

    func attachSearch() {
        let search = searchBuilder.build(withListener: interactor)
        attachChild(search)
        viewController.installSearch(search.viewControllable)
    }

    /// The reader is pushed; then it presents an alert of its own, which shows something else, not the reader.
    func routeToReader() {
        let reader = readerBuilder.build(withListener: interactor)
        attachChild(reader)
        viewController.uiviewController.navigationController?.pushViewController(
            reader.viewControllable.uiviewController, animated: true)
        reader.viewControllable.uiviewController.present(UIAlertController(), animated: true)
    }

    private func makeBookRouter() -> BookRouting {
        component.buildBookRouter(listener: interactor)
    }
}

/// A split view: its detail column beside the list, or pushed on a compact screen.
final class LibraryViewController: UISplitViewController, LibraryPresentable, LibraryViewControllable {
    func showDetail(_ viewControllable: ViewControllable) {
        showDetailViewController(viewControllable.uiviewController, sender: nil)
    }

    func installSearch(_ viewControllable: ViewControllable) {
        navigationItem.searchController = viewControllable.uiviewController as? UISearchController
    }
}

import BookInterfaces
import RIBs
import ShelfKit
import UIKit

public protocol BrowseDependency: Dependency {
    var bookBuilder: BookBuildable { get }
    var authorBuilder: AuthorBuildable { get }
}

final class BrowseComponent: Component<BrowseDependency> {
    var bookBuilder: BookBuildable { dependency.bookBuilder }
    var authorBuilder: AuthorBuildable { dependency.authorBuilder }
}

public protocol BrowseBuildable: Buildable {
    func build(withListener listener: BrowseListener) -> ViewableRouting
}

/// The shelves: a tab that pushes a book or an author's page.
public final class BrowseBuilder: Builder<BrowseDependency>, BrowseBuildable {
    public override init(dependency: BrowseDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: BrowseListener) -> ViewableRouting {
        let component = BrowseComponent(dependency: dependency)
        let viewController = BrowseViewController()
        let interactor = BrowseInteractor(presenter: viewController)
        interactor.listener = listener
        return BrowseRouter(
            interactor: interactor, viewController: viewController, bookBuilder: component.bookBuilder,
            authorBuilder: component.authorBuilder)
    }
}

protocol BrowseRouting: ViewableRouting {
    func attachBook(bookId: Int)
    func detachBook()
    func attachAuthor(authorId: String)
    func detachAuthor()
}

protocol BrowsePresentable: Presentable {
    var listener: BrowsePresentableListener? { get set }
}

public protocol BrowseListener: AnyObject {}

final class BrowseInteractor: PresentableInteractor<BrowsePresentable>, BrowseInteractable, BrowsePresentableListener {
    weak var router: BrowseRouting?
    weak var listener: BrowseListener?

    override init(presenter: BrowsePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didSelectBook(bookId: Int) {
        router?.attachBook(bookId: bookId)
    }

    func didSelectAuthor(authorId: String) {
        router?.attachAuthor(authorId: authorId)
    }

    func bookDidClose() {
        router?.detachBook()
    }

    func authorDidClose() {
        router?.detachAuthor()
    }
}

protocol BrowseInteractable: Interactable, BookListener, AuthorListener {
    var router: BrowseRouting? { get set }
    var listener: BrowseListener? { get set }
}

protocol BrowseViewControllable: ViewControllable {}

final class BrowseRouter: ViewableRouter<BrowseInteractable, BrowseViewControllable>, BrowseRouting {
    init(
        interactor: BrowseInteractable, viewController: BrowseViewControllable, bookBuilder: BookBuildable,
        authorBuilder: AuthorBuildable
    ) {
        self.bookBuilder = bookBuilder
        self.authorBuilder = authorBuilder
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

    func attachAuthor(authorId: String) {
        guard authorRouting == nil else { return }
        let router = authorBuilder.build(withListener: interactor, authorId: authorId)
        pushRouter(router, animated: true)
        authorRouting = router
    }

    func detachAuthor() {
        guard let router = authorRouting else { return }
        popRouter(router, animated: true)
        authorRouting = nil
    }

    private let bookBuilder: BookBuildable
    private let authorBuilder: AuthorBuildable
    private var bookRouting: ViewableRouting?
    private var authorRouting: ViewableRouting?
}

protocol BrowsePresentableListener: AnyObject {
    func didSelectBook(bookId: Int)
    func didSelectAuthor(authorId: String)
}

final class BrowseViewController: UIViewController, BrowsePresentable, BrowseViewControllable {
    weak var listener: BrowsePresentableListener?
}

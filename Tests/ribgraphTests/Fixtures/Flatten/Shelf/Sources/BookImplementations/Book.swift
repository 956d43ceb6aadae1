import BookInterfaces
import RIBs
import ShelfKit
import UIKit

public protocol BookDependency: Dependency {
    var library: Library { get }
    var authorBuilder: AuthorBuildable { get }
}

final class BookComponent: Component<BookDependency>, ReviewDependency {
    var library: Library { dependency.library }
    var authorBuilder: AuthorBuildable { dependency.authorBuilder }
}

/// A book: reused by Browse and Search, and by an author's page; it opens its author's page (a drill-down).
public final class BookBuilder: Builder<BookDependency>, BookBuildable {
    public override init(dependency: BookDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: BookListener, bookId: Int) -> ViewableRouting {
        let component = BookComponent(dependency: dependency)
        let viewController = BookViewController()
        let interactor = BookInteractor(presenter: viewController, library: component.library, bookId: bookId)
        interactor.listener = listener
        return BookRouter(
            interactor: interactor, viewController: viewController, authorBuilder: component.authorBuilder,
            reviewBuilder: ReviewBuilder(dependency: component))
    }
}

protocol BookRouting: ViewableRouting {
    func attachAuthor(authorId: String)
    func detachAuthor()
    func attachReview()
    func detachReview()
}

protocol BookPresentable: Presentable {
    var listener: BookPresentableListener? { get set }
}

final class BookInteractor: PresentableInteractor<BookPresentable>, BookInteractable, BookPresentableListener {
    weak var router: BookRouting?
    weak var listener: BookListener?

    init(presenter: BookPresentable, library: Library, bookId: Int) {
        self.library = library
        self.bookId = bookId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapAuthor(authorId: String) {
        router?.attachAuthor(authorId: authorId)
    }

    func didTapClose() {
        listener?.bookDidClose()
    }

    func authorDidClose() {
        router?.detachAuthor()
    }

    func didTapReview() {
        router?.attachReview()
    }

    func reviewDidFinish() {
        router?.detachReview()
    }

    private let library: Library
    private let bookId: Int
}

protocol BookInteractable: Interactable, AuthorListener, ReviewListener {
    var router: BookRouting? { get set }
    var listener: BookListener? { get set }
}

protocol BookViewControllable: ViewControllable {}

final class BookRouter: ViewableRouter<BookInteractable, BookViewControllable>, BookRouting {
    init(
        interactor: BookInteractable, viewController: BookViewControllable, authorBuilder: AuthorBuildable,
        reviewBuilder: ReviewBuildable
    ) {
        self.authorBuilder = authorBuilder
        self.reviewBuilder = reviewBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
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

    /// Presents the review form over the book: only a book shows it.
    func attachReview() {
        guard reviewRouting == nil else { return }
        let router = reviewBuilder.build(withListener: interactor)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true, completion: nil)
        attachChild(router)
        reviewRouting = router
    }

    func detachReview() {
        guard let router = reviewRouting else { return }
        router.viewControllable.uiviewController.dismiss(animated: true, completion: nil)
        detachChild(router)
        reviewRouting = nil
    }

    private let authorBuilder: AuthorBuildable
    private let reviewBuilder: ReviewBuildable
    private var authorRouting: ViewableRouting?
    private var reviewRouting: ViewableRouting?
}

protocol BookPresentableListener: AnyObject {
    func didTapAuthor(authorId: String)
    func didTapClose()
    func didTapReview()
}

final class BookViewController: UIViewController, BookPresentable, BookViewControllable {
    weak var listener: BookPresentableListener?
}

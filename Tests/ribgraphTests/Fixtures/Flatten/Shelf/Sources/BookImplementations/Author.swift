import BookInterfaces
import RIBs
import ShelfKit
import UIKit

public protocol AuthorDependency: Dependency {
    var bookBuilder: BookBuildable { get }
}

final class AuthorComponent: Component<AuthorDependency> {
    var bookBuilder: BookBuildable { dependency.bookBuilder }
}

/// An author's page: it lists the author's books and opens one.
public final class AuthorBuilder: Builder<AuthorDependency>, AuthorBuildable {
    public override init(dependency: AuthorDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: AuthorListener, authorId: String) -> ViewableRouting {
        let component = AuthorComponent(dependency: dependency)
        let viewController = AuthorViewController()
        let interactor = AuthorInteractor(presenter: viewController, authorId: authorId)
        interactor.listener = listener
        return AuthorRouter(interactor: interactor, viewController: viewController, bookBuilder: component.bookBuilder)
    }
}

protocol AuthorRouting: ViewableRouting {
    func attachBook(bookId: Int)
    func detachBook()
}

protocol AuthorPresentable: Presentable {
    var listener: AuthorPresentableListener? { get set }
}

final class AuthorInteractor: PresentableInteractor<AuthorPresentable>, AuthorInteractable, AuthorPresentableListener {
    weak var router: AuthorRouting?
    weak var listener: AuthorListener?

    init(presenter: AuthorPresentable, authorId: String) {
        self.authorId = authorId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didSelectBook(bookId: Int) {
        router?.attachBook(bookId: bookId)
    }

    func didTapBack() {
        listener?.authorDidClose()
    }

    func bookDidClose() {
        router?.detachBook()
    }

    private let authorId: String
}

protocol AuthorInteractable: Interactable, BookListener {
    var router: AuthorRouting? { get set }
    var listener: AuthorListener? { get set }
}

protocol AuthorViewControllable: ViewControllable {}

final class AuthorRouter: ViewableRouter<AuthorInteractable, AuthorViewControllable>, AuthorRouting {
    init(interactor: AuthorInteractable, viewController: AuthorViewControllable, bookBuilder: BookBuildable) {
        self.bookBuilder = bookBuilder
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

    private let bookBuilder: BookBuildable
    private var bookRouting: ViewableRouting?
}

protocol AuthorPresentableListener: AnyObject {
    func didSelectBook(bookId: Int)
    func didTapBack()
}

final class AuthorViewController: UIViewController, AuthorPresentable, AuthorViewControllable {
    weak var listener: AuthorPresentableListener?
}

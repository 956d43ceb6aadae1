import RIBs
import UIKit

protocol BookDependency: Dependency {}

final class BookComponent: Component<BookDependency> {}

protocol BookBuildable: Buildable {
    func build(withListener listener: BookListener) -> BookRouting
}

final class BookBuilder: Builder<BookDependency>, BookBuildable {
    func build(withListener listener: BookListener) -> BookRouting {
        let component = BookComponent(dependency: dependency)
        _ = component
        let viewController = BookViewController()
        let interactor = BookInteractor(presenter: viewController)
        interactor.listener = listener
        return BookRouter(interactor: interactor, viewController: viewController)
    }
}

protocol BookRouting: ViewableRouting {}
protocol BookPresentable: Presentable {}
protocol BookListener: AnyObject {}

protocol BookInteractable: Interactable {
    var router: BookRouting? { get set }
    var listener: BookListener? { get set }
}

protocol BookViewControllable: ViewControllable {}

final class BookInteractor: PresentableInteractor<BookPresentable>, BookInteractable {
    weak var router: BookRouting?
    weak var listener: BookListener?
}

final class BookViewController: UIViewController, BookPresentable, BookViewControllable {}

final class BookRouter: ViewableRouter<BookInteractable, BookViewControllable>, BookRouting {}

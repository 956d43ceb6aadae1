import RIBs
import UIKit

protocol ReviewDependency: Dependency {}

final class ReviewComponent: Component<ReviewDependency> {}

protocol ReviewBuildable: Buildable {
    func build(withListener listener: ReviewListener) -> ViewableRouting
}

/// The review form a book presents.
final class ReviewBuilder: Builder<ReviewDependency>, ReviewBuildable {
    override init(dependency: ReviewDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReviewListener) -> ViewableRouting {
        let viewController = ReviewViewController()
        let interactor = ReviewInteractor(presenter: viewController)
        interactor.listener = listener
        return ReviewRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ReviewRouting: ViewableRouting {}

protocol ReviewPresentable: Presentable {
    var listener: ReviewPresentableListener? { get set }
}

protocol ReviewListener: AnyObject {
    func reviewDidFinish()
}

final class ReviewInteractor: PresentableInteractor<ReviewPresentable>, ReviewInteractable, ReviewPresentableListener {
    weak var router: ReviewRouting?
    weak var listener: ReviewListener?

    override init(presenter: ReviewPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapSend() {
        listener?.reviewDidFinish()
    }
}

protocol ReviewInteractable: Interactable {
    var router: ReviewRouting? { get set }
    var listener: ReviewListener? { get set }
}

protocol ReviewViewControllable: ViewControllable {}

final class ReviewRouter: ViewableRouter<ReviewInteractable, ReviewViewControllable>, ReviewRouting {
    override init(interactor: ReviewInteractable, viewController: ReviewViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol ReviewPresentableListener: AnyObject {
    func didTapSend()
}

final class ReviewViewController: UIViewController, ReviewPresentable, ReviewViewControllable {
    weak var listener: ReviewPresentableListener?
}

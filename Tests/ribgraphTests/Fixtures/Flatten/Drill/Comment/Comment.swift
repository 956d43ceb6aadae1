import RIBs
import UIKit

protocol CommentDependency: Dependency {
    var storyRepository: StoryRepository { get }
}

final class CommentComponent: Component<CommentDependency> {
    var storyRepository: StoryRepository {
        dependency.storyRepository
    }
}

protocol CommentBuildable: Buildable {
    func build(withListener listener: CommentListener) -> CommentRouting
}

/// A story's comments: only a story shows them.
final class CommentBuilder: Builder<CommentDependency>, CommentBuildable {
    override init(dependency: CommentDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CommentListener) -> CommentRouting {
        _ = CommentComponent(dependency: dependency)
        let viewController = CommentViewController()
        let interactor = CommentInteractor(presenter: viewController)
        interactor.listener = listener
        return CommentRouter(interactor: interactor, viewController: viewController)
    }
}

protocol CommentRouting: ViewableRouting {}

protocol CommentPresentable: Presentable {
    var listener: CommentPresentableListener? { get set }
}

protocol CommentListener: AnyObject {
    func commentDidClose()
}

final class CommentInteractor: PresentableInteractor<CommentPresentable>, CommentInteractable, CommentPresentableListener {
    weak var router: CommentRouting?
    weak var listener: CommentListener?

    override init(presenter: CommentPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.commentDidClose()
    }
}

protocol CommentInteractable: Interactable {
    var router: CommentRouting? { get set }
    var listener: CommentListener? { get set }
}

protocol CommentViewControllable: ViewControllable {}

final class CommentRouter: ViewableRouter<CommentInteractable, CommentViewControllable>, CommentRouting {
    override init(interactor: CommentInteractable, viewController: CommentViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol CommentPresentableListener: AnyObject {}

final class CommentViewController: UIViewController, CommentPresentable, CommentViewControllable {
    weak var listener: CommentPresentableListener?
}

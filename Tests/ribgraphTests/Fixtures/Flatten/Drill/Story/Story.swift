import RIBs
import UIKit

protocol StoryDependency: Dependency {
    var storyRepository: StoryRepository { get }
    var profileBuilder: ProfileBuildable { get }
}

final class StoryComponent: Component<StoryDependency>, CommentDependency {
    var storyRepository: StoryRepository {
        dependency.storyRepository
    }

    var profileBuilder: ProfileBuildable {
        dependency.profileBuilder
    }
}

protocol StoryBuildable: Buildable {
    func build(withListener listener: StoryListener, storyId: Int) -> StoryRouting
}

/// A story: reused by the feed, search and a profile, and it opens its author's profile (a drill-down).
final class StoryBuilder: Builder<StoryDependency>, StoryBuildable {
    override init(dependency: StoryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: StoryListener, storyId: Int) -> StoryRouting {
        let component = StoryComponent(dependency: dependency)
        let viewController = StoryViewController()
        let interactor = StoryInteractor(presenter: viewController, storyId: storyId)
        interactor.listener = listener
        let commentBuilder = CommentBuilder(dependency: component)
        return StoryRouter(interactor: interactor, viewController: viewController, profileBuilder: component.profileBuilder, commentBuilder: commentBuilder)
    }
}

protocol StoryRouting: ViewableRouting {
    func routeToProfile(userId: String)
    func routeToComment()
    func detachCurrent()
}

protocol StoryPresentable: Presentable {
    var listener: StoryPresentableListener? { get set }
}

protocol StoryListener: AnyObject {
    func storyDidTapClose()
    func storyDidDelete(storyId: Int)
}

final class StoryInteractor: PresentableInteractor<StoryPresentable>, StoryInteractable, StoryPresentableListener {
    weak var router: StoryRouting?
    weak var listener: StoryListener?

    init(presenter: StoryPresentable, storyId: Int) {
        self.storyId = storyId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectAuthor(userId: String) {
        router?.routeToProfile(userId: userId)
    }

    func selectComments() {
        router?.routeToComment()
    }

    func delete() {
        listener?.storyDidDelete(storyId: storyId)
    }

    func close() {
        listener?.storyDidTapClose()
    }

    func profileDidTapClose() {
        router?.detachCurrent()
    }

    func commentDidClose() {
        router?.detachCurrent()
    }

    private let storyId: Int
}

protocol StoryInteractable: Interactable, ProfileListener, CommentListener {
    var router: StoryRouting? { get set }
    var listener: StoryListener? { get set }
}

protocol StoryViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func present(viewController: ViewControllable)
    func remove(viewController: ViewControllable)
}

/// Pushes the author's profile; presents the comments, which only a story shows.
final class StoryRouter: ViewableRouter<StoryInteractable, StoryViewControllable>, StoryRouting {
    init(interactor: StoryInteractable, viewController: StoryViewControllable, profileBuilder: ProfileBuildable, commentBuilder: CommentBuildable) {
        self.profileBuilder = profileBuilder
        self.commentBuilder = commentBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToProfile(userId: String) {
        detachCurrent()
        let router = profileBuilder.build(withListener: interactor, userId: userId)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    func routeToComment() {
        detachCurrent()
        let router = commentBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func detachCurrent() {
        guard let current else { return }
        viewController.remove(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let profileBuilder: ProfileBuildable
    private let commentBuilder: CommentBuildable
    private var current: ViewableRouting?
}

protocol StoryPresentableListener: AnyObject {}

final class StoryViewController: UIViewController, StoryPresentable, StoryViewControllable {
    weak var listener: StoryPresentableListener?

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func remove(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}

import RIBs
import UIKit

protocol FeedDependency: Dependency {
    var storyBuilder: StoryBuildable { get }
    var profileBuilder: ProfileBuildable { get }
}

final class FeedComponent: Component<FeedDependency> {
    var storyBuilder: StoryBuildable {
        dependency.storyBuilder
    }

    var profileBuilder: ProfileBuildable {
        dependency.profileBuilder
    }
}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    override init(dependency: FeedDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FeedListener) -> FeedRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController, storyBuilder: component.storyBuilder, profileBuilder: component.profileBuilder)
    }
}

protocol FeedRouting: ViewableRouting {
    func routeToStory(storyId: Int)
    func routeToProfile(userId: String)
    func detachCurrent()
}

protocol FeedPresentable: Presentable {
    var listener: FeedPresentableListener? { get set }
}

protocol FeedListener: AnyObject {}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable, FeedPresentableListener {
    weak var router: FeedRouting?
    weak var listener: FeedListener?

    override init(presenter: FeedPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select(storyId: Int) {
        router?.routeToStory(storyId: storyId)
    }

    func select(userId: String) {
        router?.routeToProfile(userId: userId)
    }

    func storyDidTapClose() {
        router?.detachCurrent()
    }

    func storyDidDelete(storyId: Int) {
        router?.detachCurrent()
    }

    func profileDidTapClose() {
        router?.detachCurrent()
    }
}

protocol FeedInteractable: Interactable, StoryListener, ProfileListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
}

/// The feed pushes a story or its author's profile.
final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    init(interactor: FeedInteractable, viewController: FeedViewControllable, storyBuilder: StoryBuildable, profileBuilder: ProfileBuildable) {
        self.storyBuilder = storyBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToStory(storyId: Int) {
        detachCurrent()
        let router = storyBuilder.build(withListener: interactor, storyId: storyId)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    func routeToProfile(userId: String) {
        detachCurrent()
        let router = profileBuilder.build(withListener: interactor, userId: userId)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    func detachCurrent() {
        guard let current else { return }
        viewController.pop(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let storyBuilder: StoryBuildable
    private let profileBuilder: ProfileBuildable
    private var current: ViewableRouting?
}

protocol FeedPresentableListener: AnyObject {}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func pop(viewController: ViewControllable) {
        navigationController?.popViewController(animated: true)
    }
}

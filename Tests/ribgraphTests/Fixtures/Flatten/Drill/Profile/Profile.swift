import RIBs
import UIKit

protocol ProfileDependency: Dependency {
    var storyBuilder: StoryBuildable { get }
}

final class ProfileComponent: Component<ProfileDependency> {
    var storyBuilder: StoryBuildable {
        dependency.storyBuilder
    }
}

/// Two ways to build a profile: by the user's id (the feed, a story) or by the handle a search found.
protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener, userId: String) -> ProfileRouting
    func build(withListener listener: ProfileListener, handle: String) -> ProfileRouting
}

/// A user's profile: reused by the feed, search and a story, and it opens the user's stories (a drill-down).
final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ProfileListener, userId: String) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController, storyBuilder: component.storyBuilder)
    }

    func build(withListener listener: ProfileListener, handle: String) -> ProfileRouting {
        build(withListener: listener, userId: handle)
    }
}

protocol ProfileRouting: ViewableRouting {
    func routeToStory(storyId: Int)
    func detachCurrent()
}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
}

protocol ProfileListener: AnyObject {
    func profileDidTapClose()
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?

    override init(presenter: ProfilePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select(storyId: Int) {
        onMain { owner in owner.router?.routeToStory(storyId: storyId) }
    }

    func close() {
        listener?.profileDidTapClose()
    }

    func storyDidTapClose() {
        router?.detachCurrent()
    }

    func storyDidDelete(storyId: Int) {
        router?.detachCurrent()
    }
}

protocol ProfileInteractable: Interactable, StoryListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
}

/// Pushes one of the user's stories.
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, storyBuilder: StoryBuildable) {
        self.storyBuilder = storyBuilder
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

    func detachCurrent() {
        guard let current else { return }
        viewController.pop(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let storyBuilder: StoryBuildable
    private var current: ViewableRouting?
}

protocol ProfilePresentableListener: AnyObject {}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func pop(viewController: ViewControllable) {
        navigationController?.popViewController(animated: true)
    }
}

extension ProfileInteractor {
    /// Runs `body` with the interactor under another name, as RxSwift's `withUnretained(self)` hands it to a closure.
    fileprivate func onMain(_ body: (ProfileInteractor) -> Void) {
        body(self)
    }
}

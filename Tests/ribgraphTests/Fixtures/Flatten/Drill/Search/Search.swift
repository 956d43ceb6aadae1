import RIBs
import UIKit

protocol SearchDependency: Dependency {
    var storyBuilder: StoryBuildable { get }
    var profileBuilder: ProfileBuildable { get }
}

final class SearchComponent: Component<SearchDependency>, HistoryDependency {
    var storyBuilder: StoryBuildable {
        dependency.storyBuilder
    }

    var profileBuilder: ProfileBuildable {
        dependency.profileBuilder
    }
}

protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> SearchRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SearchListener) -> SearchRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController, storyBuilder: component.storyBuilder, profileBuilder: component.profileBuilder, historyBuilder: HistoryBuilder(dependency: component))
    }
}

protocol SearchRouting: ViewableRouting {
    func routeToStory(storyId: Int)
    func routeToProfile(handle: String)
    func routeToHistory()
    func detachCurrent()
}

protocol SearchPresentable: Presentable {
    var listener: SearchPresentableListener? { get set }
}

protocol SearchListener: AnyObject {}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable, SearchPresentableListener {
    weak var router: SearchRouting?
    weak var listener: SearchListener?

    override init(presenter: SearchPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select(storyId: Int) {
        router?.routeToStory(storyId: storyId)
    }

    func select(handle: String) {
        router?.routeToProfile(handle: handle)
    }

    func selectHistory() {
        router?.routeToHistory()
    }

    func historyDidClose() {
        router?.detachCurrent()
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

protocol SearchInteractable: Interactable, StoryListener, ProfileListener, HistoryListener {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
    func present(viewController: ViewControllable)
}

/// Search pushes a story, or a profile found by its handle.
final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    init(interactor: SearchInteractable, viewController: SearchViewControllable, storyBuilder: StoryBuildable, profileBuilder: ProfileBuildable, historyBuilder: HistoryBuildable) {
        self.storyBuilder = storyBuilder
        self.profileBuilder = profileBuilder
        self.historyBuilder = historyBuilder
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

    func routeToProfile(handle: String) {
        detachCurrent()
        let router = profileBuilder.build(withListener: interactor, handle: handle)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    func routeToHistory() {
        detachCurrent()
        let router = historyBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func detachCurrent() {
        guard let current else { return }
        viewController.pop(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let storyBuilder: StoryBuildable
    private let profileBuilder: ProfileBuildable
    private let historyBuilder: HistoryBuildable
    private var current: ViewableRouting?
}

protocol SearchPresentableListener: AnyObject {}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {
    weak var listener: SearchPresentableListener?

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func pop(viewController: ViewControllable) {
        navigationController?.popViewController(animated: true)
    }

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}

import RIBs
import UIKit

protocol RootDependency: Dependency {}

/// Makes the builders of the two reused screens once and hands them down (as the app's root component does in
/// HeatPick): each screen opens the other through the builder its Dependency gives it.
final class RootComponent: Component<RootDependency>, FeedDependency, SearchDependency, StoryDependency,
    ProfileDependency
{
    var storyRepository: StoryRepository {
        shared { StoryRepository() }
    }

    var storyBuilder: StoryBuildable {
        shared { StoryBuilder(dependency: self) }
    }

    var profileBuilder: ProfileBuildable {
        shared { ProfileBuilder(dependency: self) }
    }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let feedBuilder = FeedBuilder(dependency: component)
        let searchBuilder = SearchBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, feedBuilder: feedBuilder, searchBuilder: searchBuilder)
    }
}

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol RootInteractable: Interactable, FeedListener, SearchListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func setTabs(_ tabs: [ViewControllable])
}

/// The app's tab bar: Feed and Search are its tabs.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable, searchBuilder: SearchBuildable) {
        self.feedBuilder = feedBuilder
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let feed = feedBuilder.build(withListener: interactor)
        let search = searchBuilder.build(withListener: interactor)
        attachChild(feed)
        attachChild(search)
        viewController.setTabs([feed.viewControllable, search.viewControllable])
    }

    private let feedBuilder: FeedBuildable
    private let searchBuilder: SearchBuildable
}

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func setTabs(_ tabs: [ViewControllable]) {
        setViewControllers(tabs.map(\.uiviewController), animated: false)
    }
}

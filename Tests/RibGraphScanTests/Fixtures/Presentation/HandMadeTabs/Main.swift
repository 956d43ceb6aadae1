import RIBs
import UIKit

final class MainComponent: Component<EmptyDependency>, FeedDependency, InboxDependency {}

protocol MainBuildable: Buildable {
    func build() -> LaunchRouting
}

final class MainBuilder: Builder<EmptyDependency>, MainBuildable {
    func build() -> LaunchRouting {
        let component = MainComponent(dependency: dependency)
        let viewController = FloatingTabs()
        let interactor = MainInteractor(presenter: viewController)
        let feedBuilder = FeedBuilder(dependency: component)
        let inboxBuilder = InboxBuilder(dependency: component)
        return MainRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: feedBuilder,
            inboxBuilder: inboxBuilder)
    }
}

protocol MainRouting: LaunchRouting {}
protocol MainPresentable: Presentable {}
protocol MainListener: AnyObject {}

protocol MainInteractable: Interactable, FeedListener, InboxListener {
    var router: MainRouting? { get set }
    var listener: MainListener? { get set }
}

protocol MainViewControllable: ViewControllable {
    func setTabs(_ viewControllers: [ViewControllable])
}

final class MainInteractor: PresentableInteractor<MainPresentable>, MainInteractable {
    weak var router: MainRouting?
    weak var listener: MainListener?
}

final class MainRouter: LaunchRouter<MainInteractable, MainViewControllable>, MainRouting {
    private let feedBuilder: FeedBuildable
    private let inboxBuilder: InboxBuildable

    init(
        interactor: MainInteractable,
        viewController: MainViewControllable,
        feedBuilder: FeedBuildable,
        inboxBuilder: InboxBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.inboxBuilder = inboxBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let feed = feedBuilder.build(withListener: interactor)
        let inbox = inboxBuilder.build(withListener: interactor)
        attachChild(feed)
        attachChild(inbox)
        viewController.setTabs([feed.viewControllable, inbox.viewControllable])
    }
}

import RIBs
import UIKit

final class RootComponent: Component<EmptyDependency>, FeedDependency, SessionDependency, HelpDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<EmptyDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let feedBuilder = FeedBuilder(dependency: component)
        let sessionBuilder = SessionBuilder(dependency: component)
        let helpBuilder = HelpBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: feedBuilder,
            sessionBuilder: sessionBuilder,
            helpBuilder: helpBuilder)
    }
}

protocol RootRouting: LaunchRouting {}
protocol RootPresentable: Presentable {}
protocol RootListener: AnyObject {}

protocol RootInteractable: Interactable, FeedListener, SessionListener, HelpListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func showHelp(_ viewController: ViewControllable)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?
    weak var listener: RootListener?
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable
    private let sessionBuilder: SessionBuildable
    private let helpBuilder: HelpBuildable

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable,
        sessionBuilder: SessionBuildable,
        helpBuilder: HelpBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.sessionBuilder = sessionBuilder
        self.helpBuilder = helpBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let session = sessionBuilder.build(withListener: interactor)
        attachChild(session)
    }

    func routeToFeed() {
        let feed = feedBuilder.build(withListener: interactor)
        attachChild(feed)
        viewController.push(viewController: feed.viewControllable)
    }

    func routeToHelp() {
        let help = helpBuilder.build(withListener: interactor)
        attachChild(help)
        viewController.showHelp(help.viewControllable)
    }
}

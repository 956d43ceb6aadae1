import RIBs
import UIKit

final class LobbyComponent: Component<EmptyDependency>, FeedDependency, SavedDependency, InboxDependency,
    ProfileDependency, HelpDependency
{}

protocol LobbyBuildable: Buildable {
    func build() -> LaunchRouting
}

final class LobbyBuilder: Builder<EmptyDependency>, LobbyBuildable {
    func build() -> LaunchRouting {
        let component = LobbyComponent(dependency: dependency)
        let viewController = LobbyViewController()
        let interactor = LobbyInteractor(presenter: viewController)
        return LobbyRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: FeedBuilder(dependency: component),
            savedBuilder: SavedBuilder(dependency: component),
            inboxBuilder: InboxBuilder(dependency: component),
            profileBuilder: ProfileBuilder(dependency: component),
            helpBuilder: HelpBuilder(dependency: component))
    }
}

protocol LobbyRouting: LaunchRouting {}
protocol LobbyPresentable: Presentable {}
protocol LobbyListener: AnyObject {}

protocol LobbyInteractable: Interactable, FeedListener, SavedListener, InboxListener, ProfileListener,
    HelpListener
{
    var router: LobbyRouting? { get set }
    var listener: LobbyListener? { get set }
}

protocol LobbyViewControllable: ViewControllable {
    func setViewControllers(_ viewControllers: [ViewControllable])
    func addProfile(_ viewControllable: ViewControllable)
}

final class LobbyInteractor: PresentableInteractor<LobbyPresentable>, LobbyInteractable {
    weak var router: LobbyRouting?
    weak var listener: LobbyListener?
}

final class LobbyRouter: LaunchRouter<LobbyInteractable, LobbyViewControllable>, LobbyRouting {
    private let feedBuilder: FeedBuildable
    private let savedBuilder: SavedBuildable
    private let inboxBuilder: InboxBuildable
    private let profileBuilder: ProfileBuildable
    private let helpBuilder: HelpBuildable
    private var inboxRouter: ViewableRouting?
    private var profileRouter: ViewableRouting?

    init(
        interactor: LobbyInteractable,
        viewController: LobbyViewControllable,
        feedBuilder: FeedBuildable,
        savedBuilder: SavedBuildable,
        inboxBuilder: InboxBuildable,
        profileBuilder: ProfileBuildable,
        helpBuilder: HelpBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.savedBuilder = savedBuilder
        self.inboxBuilder = inboxBuilder
        self.profileBuilder = profileBuilder
        self.helpBuilder = helpBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Feed and Saved come back from helpers as views; Inbox was stored in a member by `attachInbox`.
    func attachTabs() {
        attachInbox()
        let stored = [inboxRouter].compactMap { $0?.viewControllable }
        let tabs: [ViewControllable] = [
            NavigationBox(root: attachFeed()),
            NavigationBox(root: attachSaved()),
        ]
        viewController.setViewControllers(tabs + stored)
    }

    /// Profile is added to a property whose `didSet` puts it on the tab bar.
    func attachProfile() {
        let profile = profileBuilder.build(withListener: interactor)
        profileRouter = profile
        attachChild(profile)
        viewController.addProfile(profile.viewControllable)
    }

    /// Help is the first screen of a navigation controller made here, and that controller is presented.
    func routeToHelp() {
        let help = helpBuilder.build(withListener: interactor)
        attachChild(help)
        let helpNavigation = UINavigationController()
        helpNavigation.viewControllers = [help.viewControllable.uiviewController]
        viewController.uiviewController.present(helpNavigation, animated: true)
    }

    private func attachFeed() -> ViewControllable {
        let feed = feedBuilder.build(withListener: interactor)
        attachChild(feed)
        return feed.viewControllable
    }

    private func attachSaved() -> ViewControllable {
        let saved = savedBuilder.build(withListener: interactor)
        attachChild(saved)
        return saved.viewControllable
    }

    private func attachInbox() {
        let inbox = inboxBuilder.build(withListener: interactor)
        inboxRouter = inbox
        attachChild(inbox)
    }
}

/// A plain view controller around a tab bar controller it embeds. Its `setViewControllers(_:)` is the
/// protocol's requirement: it runs, not the app's extension of the same signature, which pushes.
final class LobbyViewController: UIViewController, LobbyPresentable, LobbyViewControllable {
    private let tabs = UITabBarController()

    private var profileViewController: UIViewController? {
        didSet { refreshTabs() }
    }

    func setViewControllers(_ viewControllers: [ViewControllable]) {
        tabs.setViewControllers(viewControllers.map(\.uiviewController), animated: false)
    }

    func addProfile(_ viewControllable: ViewControllable) {
        profileViewController = viewControllable.uiviewController
    }

    private func refreshTabs() {
        tabs.viewControllers = [profileViewController].compactMap { $0 }
    }
}

import MeetList
import MeetListInterface
import RIBs
import UIKit

/// What the app hands its root: who is signed in.
protocol AppDependency: Dependency {
    var userName: String { get }
}

/// The app's own values, made before the root's component, which sits on them.
final class AppComponent: Component<EmptyDependency>, AppDependency {
    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(dependency: EmptyComponent())
    }
}

final class RootComponent: Component<AppDependency>, MeetListDependency {
    var userName: String { dependency.userName }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<AppDependency>, RootBuildable {
    override init(dependency: AppDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let appComponent = AppComponent(userName: dependency.userName)
        let component = RootComponent(dependency: appComponent)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor, viewController: viewController,
            meetListBuilder: MeetListBuilder(dependency: component))
    }
}

protocol RootRouting: ViewableRouting {
    @discardableResult
    func routeToMeetList() -> MeetListActionableItem?
    func detachMeetList()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToMeetList()
    }

    func meetListDidSignOut() {
        router?.detachMeetList()
    }
}

protocol RootInteractable: Interactable, MeetListListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {}

/// Presents the list inside a navigation controller it makes, as MOIT-iOS's root does.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(interactor: RootInteractable, viewController: RootViewControllable, meetListBuilder: MeetListBuildable) {
        self.meetListBuilder = meetListBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    @discardableResult
    func routeToMeetList() -> MeetListActionableItem? {
        if meetListRouter != nil { return meetListActionableItem }
        let (router, actionableItem) = meetListBuilder.build(withListener: interactor)
        meetListRouter = router
        meetListActionableItem = actionableItem
        attachChild(router)
        let navigationController = UINavigationController(rootViewController: router.viewControllable.uiviewController)
        navigationController.navigationBar.isHidden = true
        navigationController.modalPresentationStyle = .fullScreen
        viewController.uiviewController.present(navigationController, animated: false)
        return actionableItem
    }

    func detachMeetList() {
        guard let router = meetListRouter else { return }
        meetListRouter = nil
        meetListActionableItem = nil
        detachChild(router)
        viewController.uiviewController.dismiss(animated: true)
    }

    private let meetListBuilder: MeetListBuildable
    private var meetListRouter: ViewableRouting?
    private var meetListActionableItem: MeetListActionableItem?
}

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}

/// Launches the app's root RIB into a window.
final class MeetupsAppDelegate {
    private var launchRouter: LaunchRouting?

    func launch(in window: UIWindow) {
        let launchRouter = RootBuilder(dependency: AppComponent(userName: "guest")).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}

import BookImplementations
import BookInterfaces
import Browse
import RIBs
import Search
import ShelfKit
import UIKit

protocol RootDependency: Dependency {}

/// Makes the library and the two reused screens' builders once, and hands them down (as HeatPick's
/// AppRootComponent does).
final class RootComponent: Component<RootDependency>, BrowseDependency, SearchDependency, BookDependency,
    AuthorDependency
{
    var library: Library {
        shared { Library() }
    }

    var bookBuilder: BookBuildable {
        shared { BookBuilder(dependency: self) }
    }

    var authorBuilder: AuthorBuildable {
        shared { AuthorBuilder(dependency: self) }
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
        return RootRouter(
            interactor: interactor, viewController: viewController,
            browseBuilder: BrowseBuilder(dependency: component), searchBuilder: SearchBuilder(dependency: component))
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

protocol RootInteractable: Interactable, BrowseListener, SearchListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func setTabs(_ tabs: [ViewControllable])
}

/// The app's tab bar: Browse and Search are its tabs.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(
        interactor: RootInteractable, viewController: RootViewControllable, browseBuilder: BrowseBuildable,
        searchBuilder: SearchBuildable
    ) {
        self.browseBuilder = browseBuilder
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let browse = browseBuilder.build(withListener: interactor)
        let search = searchBuilder.build(withListener: interactor)
        attachChild(browse)
        attachChild(search)
        viewController.setTabs([browse.viewControllable, search.viewControllable])
    }

    private let browseBuilder: BrowseBuildable
    private let searchBuilder: SearchBuildable
}

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func setTabs(_ tabs: [ViewControllable]) {
        setViewControllers(tabs.map(\.uiviewController), animated: false)
    }
}

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// Launches the app's root RIB into a window.
final class ShelfAppDelegate {
    private var launchRouter: LaunchRouting?

    func launch(in window: UIWindow) {
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}

import RIBs
import UIKit

final class ShellComponent: Component<EmptyDependency>, DiscoverDependency, LibraryDependency {}

protocol ShellBuildable: Buildable {
    func build() -> LaunchRouting
}

final class ShellBuilder: Builder<EmptyDependency>, ShellBuildable {
    func build() -> LaunchRouting {
        let component = ShellComponent(dependency: dependency)
        let viewController = ShellTabs()
        let interactor = ShellInteractor(presenter: viewController)
        return ShellRouter(
            interactor: interactor,
            viewController: viewController,
            dependency: ShellRouterComponent(component: component))
    }
}

protocol ShellRouting: LaunchRouting {}
protocol ShellPresentable: Presentable {}
protocol ShellListener: AnyObject {}

protocol ShellInteractable: Interactable, DiscoverListener, LibraryListener {
    var router: ShellRouting? { get set }
    var listener: ShellListener? { get set }
}

protocol ShellViewControllable: ViewControllable {
    func setViewControllers(_ viewControllers: [ViewControllable])
}

/// The builders the shell's router uses, grouped: the router reaches each through `dependency.tabs`.
protocol ShellTabBuilders: AnyObject {
    var discoverBuilder: DiscoverBuildable { get }
    var libraryBuilder: LibraryBuildable { get }
}

protocol ShellRouterDependency: AnyObject {
    var tabs: ShellTabBuilders { get }
}

final class ShellTabBuildersComponent: ShellTabBuilders {
    let discoverBuilder: DiscoverBuildable
    let libraryBuilder: LibraryBuildable

    init(component: ShellComponent) {
        discoverBuilder = DiscoverBuilder(dependency: component)
        libraryBuilder = LibraryBuilder(dependency: component)
    }
}

final class ShellRouterComponent: ShellRouterDependency {
    let tabs: ShellTabBuilders

    init(component: ShellComponent) {
        tabs = ShellTabBuildersComponent(component: component)
    }
}

final class ShellInteractor: PresentableInteractor<ShellPresentable>, ShellInteractable {
    weak var router: ShellRouting?
    weak var listener: ShellListener?
}

/// Named like no tab bar; its superclass says it is one. It calls UIKit's own `setViewControllers(_:animated:)`
/// through `super`, not the app's extension of the same name, which pushes.
final class ShellTabs: UITabBarController, ShellPresentable, ShellViewControllable {
    func setViewControllers(_ viewControllers: [ViewControllable]) {
        super.setViewControllers(viewControllers.map(\.uiviewController), animated: false)
    }
}

final class ShellRouter: LaunchRouter<ShellInteractable, ShellViewControllable>, ShellRouting {
    private let dependency: ShellRouterDependency

    init(interactor: ShellInteractable, viewController: ShellViewControllable, dependency: ShellRouterDependency) {
        self.dependency = dependency
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let discover = dependency.tabs.discoverBuilder.build(withListener: interactor)
        attachChild(discover)
        let library = dependency.tabs.libraryBuilder.build(withListener: interactor)
        attachChild(library)
        let tabs = [
            NavigationBox(root: discover.viewControllable),
            NavigationBox(root: library.viewControllable),
        ]
        viewController.setViewControllers(tabs)
    }
}

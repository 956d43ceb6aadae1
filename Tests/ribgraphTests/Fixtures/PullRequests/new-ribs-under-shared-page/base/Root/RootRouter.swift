import RIBs

protocol RootInteractable: Interactable, TabsListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let tabsBuilder: TabsBuildable
    private var tabs: TabsRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        tabsBuilder: TabsBuildable
    ) {
        self.tabsBuilder = tabsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToTabs() {
        guard tabs == nil else { return }
        let child = tabsBuilder.build(withListener: interactor)
        tabs = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachTabs() {
        guard let child = tabs else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        tabs = nil
    }
}

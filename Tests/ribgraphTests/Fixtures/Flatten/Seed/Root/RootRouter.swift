import RIBs

protocol RootInteractable: Interactable, AAListener, CCListener, CaseAListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(interactor: RootInteractable, viewController: RootViewControllable, aABuilder: AABuildable, cCBuilder: CCBuildable, caseABuilder: CaseABuildable) {
        self.aABuilder = aABuilder
        self.cCBuilder = cCBuilder
        self.caseABuilder = caseABuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToAA() {
        detachCurrentChild()
        let router = aABuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func routeToCC() {
        detachCurrentChild()
        let router = cCBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func routeToCaseA() {
        detachCurrentChild()
        let router = caseABuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    private func detachCurrentChild() {
        guard let current else { return }
        viewController.dismiss(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let aABuilder: AABuildable
    private let cCBuilder: CCBuildable
    private let caseABuilder: CaseABuildable
    private var current: ViewableRouting?
}

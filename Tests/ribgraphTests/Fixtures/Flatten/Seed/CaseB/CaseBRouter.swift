import RIBs

protocol CaseBInteractable: Interactable, CaseCListener {
    var router: CaseBRouting? { get set }
    var listener: CaseBListener? { get set }
}

protocol CaseBViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CaseBRouter: ViewableRouter<CaseBInteractable, CaseBViewControllable>, CaseBRouting {
    init(interactor: CaseBInteractable, viewController: CaseBViewControllable, caseCBuilder: CaseCBuildable) {
        self.caseCBuilder = caseCBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCaseC() {
        detachCurrentChild()
        let router = caseCBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    private func detachCurrentChild() {
        guard let current else { return }
        viewController.dismiss(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let caseCBuilder: CaseCBuildable
    private var current: ViewableRouting?
}

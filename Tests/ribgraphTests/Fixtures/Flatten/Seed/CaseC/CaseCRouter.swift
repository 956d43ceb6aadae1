import RIBs

protocol CaseCInteractable: Interactable, CaseDListener {
    var router: CaseCRouting? { get set }
    var listener: CaseCListener? { get set }
}

protocol CaseCViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CaseCRouter: ViewableRouter<CaseCInteractable, CaseCViewControllable>, CaseCRouting {
    init(interactor: CaseCInteractable, viewController: CaseCViewControllable, caseDBuilder: CaseDBuildable) {
        self.caseDBuilder = caseDBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCaseD() {
        detachCurrentChild()
        let router = caseDBuilder.build(withListener: interactor)
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

    private let caseDBuilder: CaseDBuildable
    private var current: ViewableRouting?
}

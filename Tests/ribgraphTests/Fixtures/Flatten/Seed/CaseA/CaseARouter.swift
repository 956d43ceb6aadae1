import RIBs

protocol CaseAInteractable: Interactable, CaseBListener {
    var router: CaseARouting? { get set }
    var listener: CaseAListener? { get set }
}

protocol CaseAViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CaseARouter: ViewableRouter<CaseAInteractable, CaseAViewControllable>, CaseARouting {
    init(interactor: CaseAInteractable, viewController: CaseAViewControllable, caseBBuilder: CaseBBuildable) {
        self.caseBBuilder = caseBBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCaseB() {
        detachCurrentChild()
        let router = caseBBuilder.build(withListener: interactor)
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

    private let caseBBuilder: CaseBBuildable
    private var current: ViewableRouting?
}

import RIBs

protocol AAInteractable: Interactable, BListener {
    var router: AARouting? { get set }
    var listener: AAListener? { get set }
}

protocol AAViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class AARouter: ViewableRouter<AAInteractable, AAViewControllable>, AARouting {
    init(interactor: AAInteractable, viewController: AAViewControllable, bBuilder: BBuildable) {
        self.bBuilder = bBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToB() {
        detachCurrentChild()
        let router = bBuilder.build(withListener: interactor)
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

    private let bBuilder: BBuildable
    private var current: ViewableRouting?
}

import RIBs

protocol CCInteractable: Interactable, BListener {
    var router: CCRouting? { get set }
    var listener: CCListener? { get set }
}

protocol CCViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CCRouter: ViewableRouter<CCInteractable, CCViewControllable>, CCRouting {
    init(interactor: CCInteractable, viewController: CCViewControllable, bBuilder: BBuildable) {
        self.bBuilder = bBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToB() {
        detachCurrentChild()
        let router = bBuilder.build(withListener: interactor)
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

    private let bBuilder: BBuildable
    private var current: ViewableRouting?
}

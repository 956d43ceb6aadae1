import RIBs

protocol BInteractable: Interactable, 가Listener, 🔴Listener {
    var router: BRouting? { get set }
    var listener: BListener? { get set }
}

protocol BViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class BRouter: ViewableRouter<BInteractable, BViewControllable>, BRouting {
    init(interactor: BInteractable, viewController: BViewControllable, gaBuilder: 가Buildable, redBuilder: 🔴Buildable) {
        self.gaBuilder = gaBuilder
        self.redBuilder = redBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeTo가() {
        detachCurrentChild()
        let router = gaBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func routeTo🔴() {
        detachCurrentChild()
        let router = redBuilder.build(withListener: interactor)
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

    private let gaBuilder: 가Buildable
    private let redBuilder: 🔴Buildable
    private var current: ViewableRouting?
}

import RIBs

protocol 가Interactable: Interactable, 나Listener {
    var router: 가Routing? { get set }
    var listener: 가Listener? { get set }
}

protocol 가ViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class 가Router: ViewableRouter<가Interactable, 가ViewControllable>, 가Routing {
    init(interactor: 가Interactable, viewController: 가ViewControllable, naBuilder: 나Buildable) {
        self.naBuilder = naBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeTo나() {
        detachCurrentChild()
        let router = naBuilder.build(withListener: interactor)
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

    private let naBuilder: 나Buildable
    private var current: ViewableRouting?
}

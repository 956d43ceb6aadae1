import RIBs

protocol 나Interactable: Interactable, 다Listener, 🥝Listener {
    var router: 나Routing? { get set }
    var listener: 나Listener? { get set }
}

protocol 나ViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class 나Router: ViewableRouter<나Interactable, 나ViewControllable>, 나Routing {
    init(interactor: 나Interactable, viewController: 나ViewControllable, daBuilder: 다Buildable, kiwiBuilder: 🥝Buildable) {
        self.daBuilder = daBuilder
        self.kiwiBuilder = kiwiBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeTo다() {
        detachCurrentChild()
        let router = daBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    func routeTo🥝() {
        detachCurrentChild()
        let router = kiwiBuilder.build(withListener: interactor)
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

    private let daBuilder: 다Buildable
    private let kiwiBuilder: 🥝Buildable
    private var current: ViewableRouting?
}

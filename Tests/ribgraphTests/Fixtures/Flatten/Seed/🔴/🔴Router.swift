import RIBs

protocol 🔴Interactable: Interactable {
    var router: 🔴Routing? { get set }
    var listener: 🔴Listener? { get set }
}

protocol 🔴ViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class 🔴Router: ViewableRouter<🔴Interactable, 🔴ViewControllable>, 🔴Routing {
    override init(interactor: 🔴Interactable, viewController: 🔴ViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

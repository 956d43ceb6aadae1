import RIBs

protocol 다Interactable: Interactable {
    var router: 다Routing? { get set }
    var listener: 다Listener? { get set }
}

protocol 다ViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class 다Router: ViewableRouter<다Interactable, 다ViewControllable>, 다Routing {
    override init(interactor: 다Interactable, viewController: 다ViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

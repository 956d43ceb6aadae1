import RIBs

public protocol Routing: ViewableRouting {}

protocol Interactable: RIBs.Interactable {
    var router: Routing? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: ViewableRouter<Interactable, ViewControllable>, Routing {

    init(interactor: Interactable, viewController: ViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import Detail
import RIBs

public protocol Routing: ViewableRouting {}

protocol Interactable: RIBs.Interactable, Detail.Listener {
    var router: Routing? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: ViewableRouter<Interactable, ViewControllable>, Routing {
    private let detailBuilder: Detail.Buildable

    init(interactor: Interactable, viewController: ViewControllable, detailBuilder: Detail.Buildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDetail() {
        let router = detailBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

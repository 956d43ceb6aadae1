import Detail
import Search
import RIBs

public protocol Routing: ViewableRouting {}

protocol Interactable: RIBs.Interactable, Detail.Listener, Search.Listener {
    var router: Routing? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: ViewableRouter<Interactable, ViewControllable>, Routing {
    private let detailBuilder: Detail.Buildable
    private let searchBuilder: Search.Buildable

    init(interactor: Interactable, viewController: ViewControllable, detailBuilder: Detail.Buildable, searchBuilder: Search.Buildable) {
        self.detailBuilder = detailBuilder
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDetail() {
        let router = detailBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToSearch() {
        let router = searchBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

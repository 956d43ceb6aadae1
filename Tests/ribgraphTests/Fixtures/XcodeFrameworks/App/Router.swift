import Main
import RIBs

protocol Routing: LaunchRouting {}

protocol Interactable: RIBs.Interactable, Main.Listener {
    var router: Routing? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: LaunchRouter<Interactable, ViewControllable>, Routing {
    private let mainBuilder: Main.Buildable

    init(interactor: Interactable, viewController: ViewControllable, mainBuilder: Main.Buildable) {
        self.mainBuilder = mainBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToMain() {
        let router = mainBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}

import RIBs

protocol WebInteractable: Interactable {
    var router: WebRouting? { get set }
    var listener: WebListener? { get set }
}

protocol WebViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class WebRouter: ViewableRouter<WebInteractable, WebViewControllable>, WebRouting {
    init(
        interactor: WebInteractable,
        viewController: WebViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

import RIBs

protocol SearchInteractable: Interactable, ShareListener {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    private let shareBuilder: ShareBuildable
    private var share: ShareRouting?

    init(
        interactor: SearchInteractable,
        viewController: SearchViewControllable,
        shareBuilder: ShareBuildable
    ) {
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShare() {
        guard share == nil else { return }
        let child = shareBuilder.build(withListener: interactor)
        share = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachShare() {
        guard let child = share else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        share = nil
    }
}

import RIBs

protocol SavedInteractable: Interactable, ShareListener {
    var router: SavedRouting? { get set }
    var listener: SavedListener? { get set }
}

protocol SavedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SavedRouter: ViewableRouter<SavedInteractable, SavedViewControllable>, SavedRouting {
    private let shareBuilder: ShareBuildable
    private var share: ShareRouting?

    init(
        interactor: SavedInteractable,
        viewController: SavedViewControllable,
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

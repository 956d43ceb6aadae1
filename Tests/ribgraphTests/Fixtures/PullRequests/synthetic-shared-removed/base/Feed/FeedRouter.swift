import RIBs

protocol FeedInteractable: Interactable, HelpListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let helpBuilder: HelpBuildable
    private var help: HelpRouting?

    init(
        interactor: FeedInteractable,
        viewController: FeedViewControllable,
        helpBuilder: HelpBuildable
    ) {
        self.helpBuilder = helpBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHelp() {
        guard help == nil else { return }
        let child = helpBuilder.build(withListener: interactor)
        help = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachHelp() {
        guard let child = help else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        help = nil
    }
}

import RIBs

protocol SearchInteractable: Interactable, HelpListener {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    private let helpBuilder: HelpBuildable
    private var help: HelpRouting?

    init(
        interactor: SearchInteractable,
        viewController: SearchViewControllable,
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

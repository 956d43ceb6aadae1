import RIBs

protocol JournalInteractable: Interactable {
    var router: JournalRouting? { get set }
    var listener: JournalListener? { get set }
}

protocol JournalViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class JournalRouter: ViewableRouter<JournalInteractable, JournalViewControllable>, JournalRouting {

    init(
        interactor: JournalInteractable,
        viewController: JournalViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

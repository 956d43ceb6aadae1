import RIBs

protocol EntryInteractable: Interactable {
    var router: EntryRouting? { get set }
    var listener: EntryListener? { get set }
}

protocol EntryViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class EntryRouter: ViewableRouter<EntryInteractable, EntryViewControllable>, EntryRouting {

    init(
        interactor: EntryInteractable,
        viewController: EntryViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

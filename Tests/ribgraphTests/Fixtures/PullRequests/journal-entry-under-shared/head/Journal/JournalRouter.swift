import RIBs

protocol JournalInteractable: Interactable, EntryListener {
    var router: JournalRouting? { get set }
    var listener: JournalListener? { get set }
}

protocol JournalViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class JournalRouter: ViewableRouter<JournalInteractable, JournalViewControllable>, JournalRouting {
    private let entryBuilder: EntryBuildable
    private var entry: EntryRouting?

    init(
        interactor: JournalInteractable,
        viewController: JournalViewControllable,
        entryBuilder: EntryBuildable
    ) {
        self.entryBuilder = entryBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToEntry() {
        guard entry == nil else { return }
        let child = entryBuilder.build(withListener: interactor)
        entry = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachEntry() {
        guard let child = entry else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        entry = nil
    }
}

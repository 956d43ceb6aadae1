import RIBs

protocol NearbyInteractable: Interactable, FinderListener, JournalListener {
    var router: NearbyRouting? { get set }
    var listener: NearbyListener? { get set }
}

protocol NearbyViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class NearbyRouter: ViewableRouter<NearbyInteractable, NearbyViewControllable>, NearbyRouting {
    private let finderBuilder: FinderBuildable
    private var finder: FinderRouting?
    private let journalBuilder: JournalBuildable
    private var journal: JournalRouting?

    init(
        interactor: NearbyInteractable,
        viewController: NearbyViewControllable,
        finderBuilder: FinderBuildable,
        journalBuilder: JournalBuildable
    ) {
        self.finderBuilder = finderBuilder
        self.journalBuilder = journalBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToFinder() {
        guard finder == nil else { return }
        let child = finderBuilder.build(withListener: interactor)
        finder = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachFinder() {
        guard let child = finder else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        finder = nil
    }

    func routeToJournal() {
        guard journal == nil else { return }
        let child = journalBuilder.build(withListener: interactor)
        journal = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachJournal() {
        guard let child = journal else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        journal = nil
    }
}

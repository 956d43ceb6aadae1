import RIBs

protocol SignedInInteractable: Interactable, NearbyListener, JournalListener {
    var router: SignedInRouting? { get set }
    var listener: SignedInListener? { get set }
}

protocol SignedInViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SignedInRouter: ViewableRouter<SignedInInteractable, SignedInViewControllable>, SignedInRouting {
    private let nearbyBuilder: NearbyBuildable
    private var nearby: NearbyRouting?
    private let journalBuilder: JournalBuildable
    private var journal: JournalRouting?

    init(
        interactor: SignedInInteractable,
        viewController: SignedInViewControllable,
        nearbyBuilder: NearbyBuildable,
        journalBuilder: JournalBuildable
    ) {
        self.nearbyBuilder = nearbyBuilder
        self.journalBuilder = journalBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToNearby() {
        guard nearby == nil else { return }
        let child = nearbyBuilder.build(withListener: interactor)
        nearby = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachNearby() {
        guard let child = nearby else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        nearby = nil
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

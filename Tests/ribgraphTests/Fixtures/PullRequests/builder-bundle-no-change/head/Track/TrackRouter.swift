import RIBs

protocol TrackInteractable: Interactable, EventListener {
    var router: TrackRouting? { get set }
    var listener: TrackListener? { get set }
}

protocol TrackViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class TrackRouter: ViewableRouter<TrackInteractable, TrackViewControllable>, TrackRouting {
    private let builders: TrackBuilders
    private var event: EventRouting?

    init(
        interactor: TrackInteractable,
        viewController: TrackViewControllable,
        builders: TrackBuilders
    ) {
        self.builders = builders
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToEvent() {
        guard event == nil else { return }
        let child = builders.eventBuilder.build(withListener: interactor)
        event = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachEvent() {
        guard let child = event else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        event = nil
    }
}

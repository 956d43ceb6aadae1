import RIBs

protocol RootInteractable: Interactable, AgendaListener, TrackListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let agendaBuilder: AgendaBuildable
    private var agenda: AgendaRouting?
    private let trackBuilder: TrackBuildable
    private var track: TrackRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        agendaBuilder: AgendaBuildable,
        trackBuilder: TrackBuildable
    ) {
        self.agendaBuilder = agendaBuilder
        self.trackBuilder = trackBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToAgenda() {
        guard agenda == nil else { return }
        let child = agendaBuilder.build(withListener: interactor)
        agenda = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachAgenda() {
        guard let child = agenda else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        agenda = nil
    }

    func routeToTrack() {
        guard track == nil else { return }
        let child = trackBuilder.build(withListener: interactor)
        track = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachTrack() {
        guard let child = track else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        track = nil
    }
}

import RIBs

typealias AgendaDependency = HasEventBuilder & HasSoonBuilder & HasClock

final class AgendaComponent: Component<AgendaDependency> {
}

// MARK: - Builder

protocol AgendaBuildable: Buildable {
    func build(withListener listener: AgendaListener) -> AgendaRouting
}

final class AgendaBuilder: Builder<AgendaDependency>, AgendaBuildable {
    override init(dependency: AgendaDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AgendaListener) -> AgendaRouting {
        let component = AgendaComponent(dependency: dependency)
        let viewController = AgendaViewController()
        let interactor = AgendaInteractor(presenter: viewController)
        interactor.listener = listener
        return AgendaRouter(
            interactor: interactor,
            viewController: viewController,
            eventBuilder: dependency.eventBuilder,
            soonBuilder: dependency.soonBuilder
        )
    }
}

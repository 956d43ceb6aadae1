import RIBs

typealias RootDependency = HasAgendaBuilder & HasTrackBuilder

final class RootComponent: Component<RootDependency> {
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            agendaBuilder: dependency.agendaBuilder,
            trackBuilder: dependency.trackBuilder
        )
    }
}

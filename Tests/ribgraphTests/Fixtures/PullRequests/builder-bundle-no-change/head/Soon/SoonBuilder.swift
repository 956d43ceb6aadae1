import RIBs

typealias SoonDependency = HasEventBuilder & HasClock

final class SoonComponent: Component<SoonDependency> {
}

// MARK: - Builder

protocol SoonBuildable: Buildable {
    func build(withListener listener: SoonListener) -> SoonRouting
}

final class SoonBuilder: Builder<SoonDependency>, SoonBuildable {
    override init(dependency: SoonDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SoonListener) -> SoonRouting {
        let component = SoonComponent(dependency: dependency)
        let viewController = SoonViewController()
        let interactor = SoonInteractor(presenter: viewController)
        interactor.listener = listener
        return SoonRouter(
            interactor: interactor,
            viewController: viewController,
            eventBuilder: dependency.eventBuilder
        )
    }
}

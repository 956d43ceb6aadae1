import RIBs

protocol TrailerPlayerDependency: Dependency {
}

final class TrailerPlayerComponent: Component<TrailerPlayerDependency> {
}

// MARK: - Builder

protocol TrailerPlayerBuildable: Buildable {
    func build(withListener listener: TrailerPlayerListener, url: URL) -> TrailerPlayerRouting
}

final class TrailerPlayerBuilder: Builder<TrailerPlayerDependency>, TrailerPlayerBuildable {
    override init(dependency: TrailerPlayerDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TrailerPlayerListener, url: URL) -> TrailerPlayerRouting {
        let component = TrailerPlayerComponent(dependency: dependency)
        let viewController = TrailerPlayerViewController()
        let interactor = TrailerPlayerInteractor(presenter: viewController)
        interactor.listener = listener
        return TrailerPlayerRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

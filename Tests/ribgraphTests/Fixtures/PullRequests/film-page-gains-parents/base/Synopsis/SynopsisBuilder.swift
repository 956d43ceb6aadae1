import RIBs

protocol SynopsisDependency: Dependency {
}

final class SynopsisComponent: Component<SynopsisDependency> {
}

// MARK: - Builder

protocol SynopsisBuildable: Buildable {
    func build(withListener listener: SynopsisListener) -> SynopsisRouting
}

final class SynopsisBuilder: Builder<SynopsisDependency>, SynopsisBuildable {
    override init(dependency: SynopsisDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SynopsisListener) -> SynopsisRouting {
        let component = SynopsisComponent(dependency: dependency)
        let viewController = SynopsisViewController()
        let interactor = SynopsisInteractor(presenter: viewController)
        interactor.listener = listener
        return SynopsisRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

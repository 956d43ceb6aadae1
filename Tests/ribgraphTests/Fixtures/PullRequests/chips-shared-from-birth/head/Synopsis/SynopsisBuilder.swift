import RIBs

protocol SynopsisDependency: Dependency {
    var blurb: String { get }
    var selectedChip: ChipRelay { get }
}

final class SynopsisComponent: Component<SynopsisDependency> {
    var blurb: String {
        dependency.blurb
    }
    var selectedChip: ChipRelay {
        dependency.selectedChip
    }
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

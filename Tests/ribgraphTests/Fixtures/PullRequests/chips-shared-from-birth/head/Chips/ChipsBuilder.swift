import RIBs

protocol ChipsDependency: Dependency {
}

final class ChipsComponent: Component<ChipsDependency> {
}

// MARK: - Builder

protocol ChipsBuildable: Buildable {
    func build(withListener listener: ChipsListener, chips: [String]) -> ChipsRouting
}

final class ChipsBuilder: Builder<ChipsDependency>, ChipsBuildable {
    override init(dependency: ChipsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChipsListener, chips: [String]) -> ChipsRouting {
        let component = ChipsComponent(dependency: dependency)
        let viewController = ChipsViewController()
        let interactor = ChipsInteractor(presenter: viewController)
        interactor.listener = listener
        return ChipsRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

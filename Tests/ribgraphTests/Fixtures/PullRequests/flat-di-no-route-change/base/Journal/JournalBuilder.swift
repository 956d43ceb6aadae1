import RIBs

protocol JournalDependency: Dependency {
}

final class JournalComponent: Component<JournalDependency> {
}

// MARK: - Builder

protocol JournalBuildable: Buildable {
    func build(withListener listener: JournalListener) -> JournalRouting
}

final class JournalBuilder: Builder<JournalDependency>, JournalBuildable {
    override init(dependency: JournalDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: JournalListener) -> JournalRouting {
        let component = JournalComponent(dependency: dependency)
        let viewController = JournalViewController()
        let interactor = JournalInteractor(presenter: viewController)
        interactor.listener = listener
        return JournalRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

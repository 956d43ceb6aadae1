import RIBs

protocol EntryDependency: Dependency {
}

final class EntryComponent: Component<EntryDependency> {
}

// MARK: - Builder

protocol EntryBuildable: Buildable {
    func build(withListener listener: EntryListener) -> EntryRouting
}

final class EntryBuilder: Builder<EntryDependency>, EntryBuildable {
    override init(dependency: EntryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: EntryListener) -> EntryRouting {
        let component = EntryComponent(dependency: dependency)
        let viewController = EntryViewController()
        let interactor = EntryInteractor(presenter: viewController)
        interactor.listener = listener
        return EntryRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

import RIBs

protocol SideDependency: Dependency {
}

final class SideComponent: Component<SideDependency>, NotesDependency {
}

// MARK: - Builder

protocol SideBuildable: Buildable {
    func build(withListener listener: SideListener) -> SideRouting
}

final class SideBuilder: Builder<SideDependency>, SideBuildable {
    override init(dependency: SideDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SideListener) -> SideRouting {
        let component = SideComponent(dependency: dependency)
        let viewController = SideViewController()
        let interactor = SideInteractor(presenter: viewController)
        interactor.listener = listener
        let notesBuilder = NotesBuilder(dependency: component)
        return SideRouter(
            interactor: interactor,
            viewController: viewController,
            notesBuilder: notesBuilder
        )
    }
}

import RIBs

protocol JournalDependency: Dependency {
    var journalUseCase: JournalUseCase { get }
    var entryBuilder: EntryBuildable { get }
}

final class JournalComponent: Component<JournalDependency> {
    let placeName: String
    var journalUseCase: JournalUseCase {
        dependency.journalUseCase
    }
    
    init(dependency: JournalDependency, placeName: String) {
        self.placeName = placeName
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol JournalBuildable: Buildable {
    func build(withListener listener: JournalListener, placeName: String) -> JournalRouting
}

final class JournalBuilder: Builder<JournalDependency>, JournalBuildable {
    override init(dependency: JournalDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: JournalListener, placeName: String) -> JournalRouting {
        let component = JournalComponent(dependency: dependency, placeName: placeName)
        let viewController = JournalViewController()
        let interactor = JournalInteractor(presenter: viewController)
        interactor.listener = listener
        return JournalRouter(
            interactor: interactor,
            viewController: viewController,
            entryBuilder: dependency.entryBuilder
        )
    }
}

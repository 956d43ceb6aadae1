import RIBs

protocol CaseADependency: Dependency {
    var session: Session { get }
}

final class CaseAComponent: Component<CaseADependency>, CaseBDependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol CaseABuildable: Buildable {
    func build(withListener listener: CaseAListener) -> CaseARouting
}

final class CaseABuilder: Builder<CaseADependency>, CaseABuildable {
    override init(dependency: CaseADependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CaseAListener) -> CaseARouting {
        let component = CaseAComponent(dependency: dependency)
        let viewController = CaseAViewController()
        let interactor = CaseAInteractor(presenter: viewController)
        interactor.listener = listener
        let caseBBuilder = CaseBBuilder(dependency: component)
        return CaseARouter(interactor: interactor, viewController: viewController, caseBBuilder: caseBBuilder)
    }
}

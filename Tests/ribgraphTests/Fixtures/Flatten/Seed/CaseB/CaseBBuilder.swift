import RIBs

protocol CaseBDependency: Dependency {
    var session: Session { get }
}

final class CaseBComponent: Component<CaseBDependency>, CaseCDependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol CaseBBuildable: Buildable {
    func build(withListener listener: CaseBListener) -> CaseBRouting
}

final class CaseBBuilder: Builder<CaseBDependency>, CaseBBuildable {
    override init(dependency: CaseBDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CaseBListener) -> CaseBRouting {
        let component = CaseBComponent(dependency: dependency)
        let viewController = CaseBViewController()
        let interactor = CaseBInteractor(presenter: viewController)
        interactor.listener = listener
        let caseCBuilder = CaseCBuilder(dependency: component)
        return CaseBRouter(interactor: interactor, viewController: viewController, caseCBuilder: caseCBuilder)
    }
}

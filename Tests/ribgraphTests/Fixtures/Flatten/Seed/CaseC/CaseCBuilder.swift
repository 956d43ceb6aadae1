import RIBs

protocol CaseCDependency: Dependency {
    var session: Session { get }
}

final class CaseCComponent: Component<CaseCDependency>, CaseDDependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol CaseCBuildable: Buildable {
    func build(withListener listener: CaseCListener) -> CaseCRouting
}

final class CaseCBuilder: Builder<CaseCDependency>, CaseCBuildable {
    override init(dependency: CaseCDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CaseCListener) -> CaseCRouting {
        let component = CaseCComponent(dependency: dependency)
        let viewController = CaseCViewController()
        let interactor = CaseCInteractor(presenter: viewController)
        interactor.listener = listener
        let caseDBuilder = CaseDBuilder(dependency: component)
        return CaseCRouter(interactor: interactor, viewController: viewController, caseDBuilder: caseDBuilder)
    }
}

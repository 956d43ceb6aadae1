import RIBs

protocol CaseDDependency: Dependency {
    var session: Session { get }
}

final class CaseDComponent: Component<CaseDDependency> {
}

// MARK: - Builder

protocol CaseDBuildable: Buildable {
    func build(withListener listener: CaseDListener) -> CaseDRouting
}

final class CaseDBuilder: Builder<CaseDDependency>, CaseDBuildable {
    override init(dependency: CaseDDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CaseDListener) -> CaseDRouting {
        let component = CaseDComponent(dependency: dependency)
        let viewController = CaseDViewController()
        let interactor = CaseDInteractor(presenter: viewController)
        interactor.listener = listener
        return CaseDRouter(interactor: interactor, viewController: viewController)
    }
}

import RIBs

protocol BDependency: Dependency {
    var session: Session { get }
}

final class BComponent: Component<BDependency>, 가Dependency, 🔴Dependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol BBuildable: Buildable {
    func build(withListener listener: BListener) -> BRouting
}

final class BBuilder: Builder<BDependency>, BBuildable {
    override init(dependency: BDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BListener) -> BRouting {
        let component = BComponent(dependency: dependency)
        let viewController = BViewController()
        let interactor = BInteractor(presenter: viewController)
        interactor.listener = listener
        let gaBuilder = 가Builder(dependency: component)
        let redBuilder = 🔴Builder(dependency: component)
        return BRouter(interactor: interactor, viewController: viewController, gaBuilder: gaBuilder, redBuilder: redBuilder)
    }
}

import RIBs

protocol AADependency: Dependency {
    var session: Session { get }
}

final class AAComponent: Component<AADependency>, BDependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol AABuildable: Buildable {
    func build(withListener listener: AAListener) -> AARouting
}

final class AABuilder: Builder<AADependency>, AABuildable {
    override init(dependency: AADependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AAListener) -> AARouting {
        let component = AAComponent(dependency: dependency)
        let viewController = AAViewController()
        let interactor = AAInteractor(presenter: viewController)
        interactor.listener = listener
        let bBuilder = BBuilder(dependency: component)
        return AARouter(interactor: interactor, viewController: viewController, bBuilder: bBuilder)
    }
}

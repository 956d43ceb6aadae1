import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, AADependency, CCDependency, CaseADependency {
    var session: Session {
        shared { Session() }
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let aABuilder = AABuilder(dependency: component)
        let cCBuilder = CCBuilder(dependency: component)
        let caseABuilder = CaseABuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, aABuilder: aABuilder, cCBuilder: cCBuilder, caseABuilder: caseABuilder)
    }
}

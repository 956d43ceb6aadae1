import RIBs

protocol RootDependency: Dependency {
    var signedOutBuilder: SignedOutBuildable { get }
    var signedInBuilder: SignedInBuildable { get }
    var authUseCase: AuthUseCase { get }
}

final class RootComponent: Component<RootDependency> {
    var authUseCase: AuthUseCase {
        dependency.authUseCase
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
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            signedOutBuilder: dependency.signedOutBuilder,
            signedInBuilder: dependency.signedInBuilder
        )
    }
}

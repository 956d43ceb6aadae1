import RIBs

protocol SignedOutDependency: Dependency {
    var authUseCase: AuthUseCase { get }
}

final class SignedOutComponent: Component<SignedOutDependency> {
    var authUseCase: AuthUseCase {
        dependency.authUseCase
    }
}

// MARK: - Builder

protocol SignedOutBuildable: Buildable {
    func build(withListener listener: SignedOutListener) -> SignedOutRouting
}

final class SignedOutBuilder: Builder<SignedOutDependency>, SignedOutBuildable {
    override init(dependency: SignedOutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SignedOutListener) -> SignedOutRouting {
        let component = SignedOutComponent(dependency: dependency)
        let viewController = SignedOutViewController()
        let interactor = SignedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return SignedOutRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

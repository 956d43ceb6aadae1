import RIBs

protocol SignedInDependency: Dependency {
}

final class SignedInComponent: Component<SignedInDependency>, NearbyDependency, JournalDependency {
}

// MARK: - Builder

protocol SignedInBuildable: Buildable {
    func build(withListener listener: SignedInListener) -> SignedInRouting
}

final class SignedInBuilder: Builder<SignedInDependency>, SignedInBuildable {
    override init(dependency: SignedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SignedInListener) -> SignedInRouting {
        let component = SignedInComponent(dependency: dependency)
        let viewController = SignedInViewController()
        let interactor = SignedInInteractor(presenter: viewController)
        interactor.listener = listener
        let nearbyBuilder = NearbyBuilder(dependency: component)
        let journalBuilder = JournalBuilder(dependency: component)
        return SignedInRouter(
            interactor: interactor,
            viewController: viewController,
            nearbyBuilder: nearbyBuilder,
            journalBuilder: journalBuilder
        )
    }
}

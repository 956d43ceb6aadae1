import RIBs

protocol SignedInDependency: Dependency {
    var nearbyBuilder: NearbyBuildable { get }
    var journalBuilder: JournalBuildable { get }
}

final class SignedInComponent: Component<SignedInDependency> {
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
        return SignedInRouter(
            interactor: interactor,
            viewController: viewController,
            nearbyBuilder: dependency.nearbyBuilder,
            journalBuilder: dependency.journalBuilder
        )
    }
}

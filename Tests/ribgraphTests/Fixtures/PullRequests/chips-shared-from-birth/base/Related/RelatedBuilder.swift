import RIBs

protocol RelatedDependency: Dependency {
    var relatedItems: RelatedFeed { get }
}

final class RelatedComponent: Component<RelatedDependency> {
    var relatedItems: RelatedFeed {
        dependency.relatedItems
    }
}

// MARK: - Builder

protocol RelatedBuildable: Buildable {
    func build(withListener listener: RelatedListener) -> RelatedRouting
}

final class RelatedBuilder: Builder<RelatedDependency>, RelatedBuildable {
    override init(dependency: RelatedDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RelatedListener) -> RelatedRouting {
        let component = RelatedComponent(dependency: dependency)
        let viewController = RelatedViewController()
        let interactor = RelatedInteractor(presenter: viewController)
        interactor.listener = listener
        return RelatedRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

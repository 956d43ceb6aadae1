import RIBs

protocol ShareDependency: Dependency {
}

final class ShareComponent: Component<ShareDependency> {
}

// MARK: - Builder

protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener) -> ShareRouting
}

final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShareListener) -> ShareRouting {
        let component = ShareComponent(dependency: dependency)
        let viewController = ShareViewController()
        let interactor = ShareInteractor(presenter: viewController)
        interactor.listener = listener
        return ShareRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

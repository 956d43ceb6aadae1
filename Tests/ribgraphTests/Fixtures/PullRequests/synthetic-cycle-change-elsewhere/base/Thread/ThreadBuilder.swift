import RIBs

protocol ThreadDependency: Dependency {
}

final class ThreadComponent: Component<ThreadDependency>, ChatDependency {
}

// MARK: - Builder

protocol ThreadBuildable: Buildable {
    func build(withListener listener: ThreadListener) -> ThreadRouting
}

final class ThreadBuilder: Builder<ThreadDependency>, ThreadBuildable {
    override init(dependency: ThreadDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ThreadListener) -> ThreadRouting {
        let component = ThreadComponent(dependency: dependency)
        let viewController = ThreadViewController()
        let interactor = ThreadInteractor(presenter: viewController)
        interactor.listener = listener
        let chatBuilder = ChatBuilder(dependency: component)
        return ThreadRouter(
            interactor: interactor,
            viewController: viewController,
            chatBuilder: chatBuilder
        )
    }
}

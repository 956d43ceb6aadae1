import RIBs

protocol ChatDependency: Dependency {
}

final class ChatComponent: Component<ChatDependency>, ThreadDependency {
}

// MARK: - Builder

protocol ChatBuildable: Buildable {
    func build(withListener listener: ChatListener) -> ChatRouting
}

final class ChatBuilder: Builder<ChatDependency>, ChatBuildable {
    override init(dependency: ChatDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChatListener) -> ChatRouting {
        let component = ChatComponent(dependency: dependency)
        let viewController = ChatViewController()
        let interactor = ChatInteractor(presenter: viewController)
        interactor.listener = listener
        let threadBuilder = ThreadBuilder(dependency: component)
        return ChatRouter(
            interactor: interactor,
            viewController: viewController,
            threadBuilder: threadBuilder
        )
    }
}

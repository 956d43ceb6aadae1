import RIBs

protocol 🔴Dependency: Dependency {
}

final class 🔴Component: Component<🔴Dependency> {
}

// MARK: - Builder

protocol 🔴Buildable: Buildable {
    func build(withListener listener: 🔴Listener) -> 🔴Routing
}

final class 🔴Builder: Builder<🔴Dependency>, 🔴Buildable {
    override init(dependency: 🔴Dependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: 🔴Listener) -> 🔴Routing {
        let component = 🔴Component(dependency: dependency)
        let viewController = 🔴ViewController()
        let interactor = 🔴Interactor(presenter: viewController)
        interactor.listener = listener
        return 🔴Router(interactor: interactor, viewController: viewController)
    }
}

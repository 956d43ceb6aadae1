import RIBs

protocol 다Dependency: Dependency {
    var session: Session { get }
}

final class 다Component: Component<다Dependency> {
}

// MARK: - Builder

protocol 다Buildable: Buildable {
    func build(withListener listener: 다Listener) -> 다Routing
}

final class 다Builder: Builder<다Dependency>, 다Buildable {
    override init(dependency: 다Dependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: 다Listener) -> 다Routing {
        let component = 다Component(dependency: dependency)
        let viewController = 다ViewController()
        let interactor = 다Interactor(presenter: viewController)
        interactor.listener = listener
        return 다Router(interactor: interactor, viewController: viewController)
    }
}

import RIBs

protocol 가Dependency: Dependency {
    var session: Session { get }
}

final class 가Component: Component<가Dependency>, 나Dependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol 가Buildable: Buildable {
    func build(withListener listener: 가Listener) -> 가Routing
}

final class 가Builder: Builder<가Dependency>, 가Buildable {
    override init(dependency: 가Dependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: 가Listener) -> 가Routing {
        let component = 가Component(dependency: dependency)
        let viewController = 가ViewController()
        let interactor = 가Interactor(presenter: viewController)
        interactor.listener = listener
        let naBuilder = 나Builder(dependency: component)
        return 가Router(interactor: interactor, viewController: viewController, naBuilder: naBuilder)
    }
}

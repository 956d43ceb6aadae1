import RIBs

protocol 나Dependency: Dependency {
    var session: Session { get }
}

final class 나Component: Component<나Dependency>, 다Dependency, 🥝Dependency {
    var session: Session {
        dependency.session
    }

    var orderStream: OrderStream {
        shared { OrderStream() }
    }
}

// MARK: - Builder

protocol 나Buildable: Buildable {
    func build(withListener listener: 나Listener) -> 나Routing
}

final class 나Builder: Builder<나Dependency>, 나Buildable {
    override init(dependency: 나Dependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: 나Listener) -> 나Routing {
        let component = 나Component(dependency: dependency)
        let viewController = 나ViewController()
        let interactor = 나Interactor(presenter: viewController)
        interactor.listener = listener
        let daBuilder = 다Builder(dependency: component)
        let kiwiBuilder = 🥝Builder(dependency: component)
        return 나Router(interactor: interactor, viewController: viewController, daBuilder: daBuilder, kiwiBuilder: kiwiBuilder)
    }
}

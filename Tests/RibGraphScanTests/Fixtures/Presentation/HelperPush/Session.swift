import RIBs

protocol SessionDependency: Dependency {}

final class SessionComponent: Component<SessionDependency> {}

protocol SessionBuildable: Buildable {
    func build(withListener listener: SessionListener) -> SessionRouting
}

final class SessionBuilder: Builder<SessionDependency>, SessionBuildable {
    func build(withListener listener: SessionListener) -> SessionRouting {
        let component = SessionComponent(dependency: dependency)
        _ = component
        let interactor = SessionInteractor()
        interactor.listener = listener
        return SessionRouter(interactor: interactor)
    }
}

protocol SessionRouting: Routing {}
protocol SessionListener: AnyObject {}

protocol SessionInteractable: Interactable {
    var router: SessionRouting? { get set }
    var listener: SessionListener? { get set }
}

final class SessionInteractor: Interactor, SessionInteractable {
    weak var router: SessionRouting?
    weak var listener: SessionListener?
}

/// Viewless: it attaches children of its own and draws nothing.
final class SessionRouter: Router<SessionInteractable>, SessionRouting {}

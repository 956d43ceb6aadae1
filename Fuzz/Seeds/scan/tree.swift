import RIBs
protocol RootDependency: Dependency { var session: Session { get } }
final class RootComponent: Component<RootDependency> { var session: Session { dependency.session } }
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
final class RootBuilder: Builder<RootDependency> {
    func build() -> RootRouting {
        let component = RootComponent(dependency: dependency); _ = LoggedInBuilder(dependency: component); _ = LoggedOutBuilder(dependency: component)
        return RootRouter(interactor: RootInteractor())
    }
}

// FILE
import RIBs
protocol LoggedInDependency: Dependency { var session: Session { get } }
final class LoggedInComponent: Component<LoggedInDependency> { var session: Session { dependency.session } }
final class LoggedInBuilder: Builder<LoggedInDependency> {
    func build() -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency); _ = GameBuilder(dependency: component)
        return LoggedInRouter(interactor: LoggedInInteractor())
    }
}

// FILE
import RIBs
protocol LoggedOutDependency: Dependency { var session: Session { get } }
final class LoggedOutComponent: Component<LoggedOutDependency> { var session: Session { dependency.session } }
final class LoggedOutBuilder: Builder<LoggedOutDependency> {
    func build() -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency); 
        return LoggedOutRouter(interactor: LoggedOutInteractor())
    }
}

// FILE
import RIBs
protocol GameDependency: Dependency { var session: Session { get } }
final class GameComponent: Component<GameDependency> { var session: Session { dependency.session } }
final class `GameBuilder`: Builder<GameDependency> {
    func build() -> GameRouting {
        let component = GameComponent(dependency: dependency); _ = LoggedInBuilder(dependency: component)
        return GameRouter(interactor: GameInteractor())
    }
}

// FILE
import RIBs
protocol PingDependency: Dependency { var session: Session { get } }
final class PingComponent: Component<PingDependency> { var session: Session { dependency.session } }
final class PingBuilder: Builder<PingDependency> {
    func build() -> PingRouting {
        let component = PingComponent(dependency: dependency); _ = PongBuilder(dependency: component)
        return PingRouter(interactor: PingInteractor())
    }
}

// FILE
import RIBs
protocol PongDependency: Dependency { var session: Session { get } }
final class PongComponent: Component<PongDependency> { var session: Session { dependency.session } }
final class PongBuilder: Builder<PongDependency> {
    func build() -> PongRouting {
        let component = PongComponent(dependency: dependency); _ = PingBuilder(dependency: component)
        return PongRouter(interactor: PongInteractor())
    }
}

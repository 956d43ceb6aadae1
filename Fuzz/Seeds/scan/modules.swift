import RIBs
protocol RootDependency: Dependency { var session: Session { get } }
final class RootComponent: Component<RootDependency> { var session: Session { dependency.session } }
final class RootBuilder: Builder<RootDependency> {
    func build() -> RootRouting {
        let component = RootComponent(dependency: dependency); _ = ChildBuilder(dependency: component)
        return RootRouter(interactor: RootInteractor())
    }
}

// FILE
protocol ChildBuildable {}
import RIBs
protocol ChildDependency: Dependency { var session: Session { get } }
final class ChildComponent: Component<ChildDependency> { var session: Session { dependency.session } }
final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
    func build() -> ChildRouting {
        let component = ChildComponent(dependency: dependency); 
        return ChildRouter(interactor: ChildInteractor())
    }
}

// FILE
final class RootRouter: ViewableRouter<RootInteractable, RootViewControllable> { let child: `ChildBuildable` }

import RIBs
protocol RootDependency: Dependency { var session: Session { get } }
final class RootComponent: Component<RootDependency> { var session: Session { dependency.session } }
final class RootBuilder: Builder<RootDependency> {
    func build() -> RootRouting {
        let component = RootComponent(dependency: dependency); 
        return RootRouter(interactor: RootInteractor())
    }
}

// FILE
let a = #"[[[[[[[[[[[[ \#( [[ ) "#
let b = """
((((((((
\(f("[[[["))
"""
/* [[[[[[[[[[[[ /* nested */ ]]] */
// [[[[[[[[[[[[[[

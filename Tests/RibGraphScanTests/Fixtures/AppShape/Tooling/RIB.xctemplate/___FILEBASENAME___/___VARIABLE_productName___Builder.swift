import RIBs

protocol ___VARIABLE_productName___Dependency: Dependency {}
final class ___VARIABLE_productName___Component: Component<___VARIABLE_productName___Dependency> {}

final class ___VARIABLE_productName___Builder: Builder<___VARIABLE_productName___Dependency> {
    func build() -> ViewableRouting {
        let component = ___VARIABLE_productName___Component(dependency: dependency)
        return ___VARIABLE_productName___Router(interactor: ___VARIABLE_productName___Interactor(),
                                                viewController: ___VARIABLE_productName___ViewController())
    }
}

final class ___VARIABLE_productName___Router: ViewableRouter<___VARIABLE_productName___Interactable, ___VARIABLE_productName___ViewControllable> {}

import RIBs

/// Written, never attached: nothing in the app creates or stores an OrphanBuilder.
protocol OrphanDependency: Dependency {}
final class OrphanComponent: Component<OrphanDependency> {}

final class OrphanBuilder: Builder<OrphanDependency> { // ⚑ OrphanBuilder
    func build() -> ViewableRouting {
        _ = OrphanComponent(dependency: dependency)
        return OrphanRouter(interactor: OrphanInteractor(), viewController: OrphanViewController())
    }
}

protocol OrphanInteractable: Interactable {}
protocol OrphanViewControllable: ViewControllable {}
final class OrphanViewController: UIViewController, OrphanViewControllable {}
final class OrphanInteractor: Interactor, OrphanInteractable {}
final class OrphanRouter: ViewableRouter<OrphanInteractable, OrphanViewControllable> {}

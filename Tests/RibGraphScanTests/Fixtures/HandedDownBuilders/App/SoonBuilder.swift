import RIBs

protocol SoonDependency: Dependency {}
final class SoonComponent: Component<SoonDependency> {}

protocol SoonListener: AnyObject {}
protocol SoonBuildable: Buildable {
    func build(withListener listener: SoonListener) -> ViewableRouting
}

final class SoonBuilder: Builder<SoonDependency>, SoonBuildable {
    func build(withListener listener: SoonListener) -> ViewableRouting {
        _ = SoonComponent(dependency: dependency)
        return SoonRouter(interactor: SoonInteractor(), viewController: SoonViewController())
    }
}

protocol SoonInteractable: Interactable {}
protocol SoonViewControllable: ViewControllable {}
final class SoonViewController: UIViewController, SoonViewControllable {}
final class SoonInteractor: Interactor, SoonInteractable {}
final class SoonRouter: ViewableRouter<SoonInteractable, SoonViewControllable> {}

import RIBs

public protocol ProfileDependency: Dependency {}
final class ProfileComponent: Component<ProfileDependency> {}

public protocol ProfileListener: AnyObject {}
public protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ViewableRouting
}

public final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    public func build(withListener listener: ProfileListener) -> ViewableRouting {
        _ = ProfileComponent(dependency: dependency)
        return ProfileRouter(interactor: ProfileInteractor(), viewController: ProfileViewController())
    }
}

protocol ProfileInteractable: Interactable {}
protocol ProfileViewControllable: ViewControllable {}
final class ProfileViewController: UIViewController, ProfileViewControllable {}
final class ProfileInteractor: Interactor, ProfileInteractable {}
final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable> {}

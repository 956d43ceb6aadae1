import Foundation
import RIBs
import SessionKit

public protocol AvatarDependency: Dependency {
    var avatarURL: URL { get } // ⚑ AvatarDependency.avatarURL
    var session: Session { get } // ⚑ AvatarDependency.session
}

final class AvatarComponent: Component<AvatarDependency> {
}

// MARK: - Builder

public protocol AvatarBuildable: Buildable {
    func build(withListener listener: AvatarListener) -> ViewableRouting
}

public protocol AvatarListener: AnyObject {
}

public final class AvatarBuilder: Builder<AvatarDependency>, AvatarBuildable { // ⚑ AvatarBuilder
    public override init(dependency: AvatarDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: AvatarListener) -> ViewableRouting {
        _ = AvatarComponent(dependency: dependency)
        let viewController = AvatarViewController()
        let interactor = AvatarInteractor(presenter: viewController)
        return AvatarRouter(interactor: interactor, viewController: viewController)
    }
}

protocol AvatarInteractable: Interactable {
}

protocol AvatarViewControllable: ViewControllable {
}

protocol AvatarPresentable: Presentable {
}

final class AvatarRouter: ViewableRouter<AvatarInteractable, AvatarViewControllable> {
}

final class AvatarInteractor: PresentableInteractor<AvatarPresentable>, AvatarInteractable {
}

final class AvatarViewController: UIViewController, AvatarPresentable, AvatarViewControllable {
}

import AvatarImpl
import ProfileInterface
import RIBs
import SwiftUI

final class ProfileComponent: Component<ProfileDependency> {
    var analytics: Analytics? {
        dependency.analytics
    }
}

// MARK: - Builder

public final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable { // ⚑ ProfileBuilder
    public override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: ProfileListener) -> ViewableRouting {
        let component = ProfileComponent(dependency: dependency)
        let interactor = ProfileInteractor()
        interactor.listener = listener
        let viewController = UIHostingController(rootView: ProfileView(listener: interactor))
        return ProfileRouter(interactor: interactor,
                             viewController: viewController,
                             avatarBuilder: AvatarBuilder(dependency: component))
    }
}

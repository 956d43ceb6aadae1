import AvatarImpl
import Foundation
import RIBs
import SessionKit

extension ProfileComponent: AvatarDependency {
    public var avatarURL: URL { // ⚑ ProfileComponent.avatarURL
        dependency.session.avatarURL
    }

    // A RIBs component hands its children only what it declares: Avatar's session passes through here.
    public var session: Session {
        dependency.session
    }
}

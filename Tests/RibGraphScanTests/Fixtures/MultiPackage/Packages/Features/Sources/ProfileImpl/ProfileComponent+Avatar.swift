import AvatarImpl
import Foundation
import RIBs

extension ProfileComponent: AvatarDependency {
    public var avatarURL: URL { // ⚑ ProfileComponent.avatarURL
        dependency.session.avatarURL
    }
}

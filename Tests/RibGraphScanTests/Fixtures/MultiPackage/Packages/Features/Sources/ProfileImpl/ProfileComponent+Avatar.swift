import AvatarImpl
import Foundation
import RIBs

extension ProfileComponent: AvatarDependency {
    public var avatarURL: URL {
        dependency.session.avatarURL
    }
}

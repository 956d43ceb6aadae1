import Foundation
import ProfileInterface
import RIBs
import SessionKit

/// Root's scope provides the session to Profile and, through Profile, to Avatar.
extension RootComponent: ProfileDependency {
    public var session: any Session { // ⚑ RootComponent.session
        shared { InMemorySession(userID: "u1", avatarURL: URL(fileURLWithPath: "/avatar.png")) }
    }

    public var analytics: Analytics? { // ⚑ RootComponent.analytics
        nil
    }
}

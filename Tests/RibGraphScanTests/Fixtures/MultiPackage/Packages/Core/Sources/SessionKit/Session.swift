import Foundation

public protocol Session: AnyObject {
    var userID: String { get }
    var avatarURL: URL { get }
}

public final class InMemorySession: Session {
    public let userID: String
    public let avatarURL: URL

    public init(userID: String, avatarURL: URL) {
        self.userID = userID
        self.avatarURL = avatarURL
    }
}

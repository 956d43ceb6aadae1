import RIBs
import SessionKit

public protocol Analytics {
    func track(_ event: String)
}

public protocol ProfileDependency: Dependency {
    var session: Session { get } // ⚑ ProfileDependency.session
    var analytics: Analytics? { get } // ⚑ ProfileDependency.analytics
}

public protocol ProfileListener: AnyObject {
    func profileDidClose()
}

public protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ViewableRouting
}

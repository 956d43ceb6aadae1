import RIBs
import SessionKit

public protocol Analytics {
    func track(_ event: String)
}

public protocol ProfileDependency: Dependency {
    var session: Session { get }
    var analytics: Analytics? { get }
}

public protocol ProfileListener: AnyObject {
    func profileDidClose()
}

public protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ViewableRouting
}

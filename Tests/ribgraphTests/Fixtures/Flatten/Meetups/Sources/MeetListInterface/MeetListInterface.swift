import RIBs

public protocol MeetListBuildable: Buildable {
    func build(withListener listener: MeetListListener) -> (ViewableRouting, MeetListActionableItem)
}

public protocol MeetListListener: AnyObject {
    func meetListDidSignOut()
}

public protocol MeetListDependency: Dependency {
    var userName: String { get }
}

/// What a deep link asks of the list once it is shown: a meeting, or its attendance page, whose path the list's router
/// makes (MOIT-iOS's `routeToMOITAttendance(id:)`).
public protocol MeetListActionableItem: AnyObject {
    func openMeeting(id: String)
    func openAttendance(of meeting: String)
}

import Detail
import RIBs

extension Component: Detail.Dependency {
    var session: String { dependency.session }
}

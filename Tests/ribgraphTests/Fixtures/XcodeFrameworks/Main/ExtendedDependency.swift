import Detail
import Search
import RIBs

extension Component: Detail.Dependency {
    var session: String { dependency.session }
}

extension Component: Search.Dependency {
}

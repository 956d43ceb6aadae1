import Main
import RIBs

extension Component: Main.Dependency {
    var session: String { "session" }
}

import RIBs

extension LoggedInComponent: OffGameDependency {
}

import RIBs

extension LoggedInComponent: RandomWinDependency {
}

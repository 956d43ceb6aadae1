import RIBs

extension LoggedInComponent: TicTacToeDependency {
}

import RIBs

/// What Root's scope hands down to LoggedIn.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: LoggedInViewControllable {
        return rootViewController
    }
}

import RIBs

/// The app's outermost scope: hands an empty parent to Root.
class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

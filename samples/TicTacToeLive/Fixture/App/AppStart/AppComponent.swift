import Foundation

/// The app's top component: it depends on nothing and satisfies `RootDependency`.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

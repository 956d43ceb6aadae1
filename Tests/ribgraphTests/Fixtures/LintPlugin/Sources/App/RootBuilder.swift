import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() { super.init(dependency: EmptyAppDependency()) }
}

final class EmptyAppDependency: EmptyDependency {}

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, HomeDependency, SettingsDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                          homeBuilder: HomeBuilder(dependency: component),
                          settingsBuilder: SettingsBuilder(dependency: component))
    }
}

final class RootInteractor: Interactor {}
final class RootViewController {}

final class RootRouter: LaunchRouter<RootInteractor, RootViewController> {
    private let homeBuilder: HomeBuilder
    private let settingsBuilder: SettingsBuilder

    init(interactor: RootInteractor, viewController: RootViewController, homeBuilder: HomeBuilder, settingsBuilder: SettingsBuilder) {
        self.homeBuilder = homeBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToHome() { attachChild(homeBuilder.build()) }
    func routeToSettings() { attachChild(settingsBuilder.build()) }
}

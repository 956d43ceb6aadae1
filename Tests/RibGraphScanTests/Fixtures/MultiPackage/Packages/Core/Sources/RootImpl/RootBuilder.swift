import ProfileInterface
import RIBs
import SettingsImpl

public protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency> {
    let rootViewController: RootViewController

    init(dependency: any RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

public protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

public final class RootBuilder: Builder<RootDependency>, RootBuildable { // ⚑ RootBuilder
    private let profileBuilderFactory: (ProfileDependency) -> ProfileBuildable

    public init(dependency: RootDependency,
                profileBuilderFactory: @escaping (ProfileDependency) -> ProfileBuildable = { ProfileBuilderFactory.make($0) }) {
        self.profileBuilderFactory = profileBuilderFactory
        super.init(dependency: dependency)
    }

    public func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let settingsBuilder = SettingsBuilder { // ⚑ creates-SettingsBuilder
            SettingsComponent(dependency: component)
        }
        return RootRouter(interactor: interactor,
                          viewController: viewController,
                          profileBuilder: profileBuilderFactory(component),
                          settingsBuilder: settingsBuilder)
    }
}

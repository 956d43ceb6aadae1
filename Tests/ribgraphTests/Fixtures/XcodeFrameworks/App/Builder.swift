import Main
import RIBs

final class Component: RIBs.Component<EmptyDependency> {}

// MARK: - Builder

protocol Buildable: RIBs.Buildable {
    func build() -> LaunchRouting
}

final class Builder: RIBs.Builder<EmptyDependency>, Buildable {
    override init(dependency: EmptyDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = Component(dependency: dependency)
        let viewController = ViewController()
        let interactor = Interactor(presenter: viewController)
        return Router(
            interactor: interactor,
            viewController: viewController,
            mainBuilder: Main.Builder(dependency: component)
        )
    }
}

// A few of RIBs' types, by their names and shapes, so that the fixture app compiles without RIBs itself.
public protocol Dependency: AnyObject {}

open class Component<DependencyType>: Dependency {
    public let dependency: DependencyType
    public init(dependency: DependencyType) { self.dependency = dependency }
}

public protocol EmptyDependency: Dependency {}

public protocol Buildable: AnyObject {}

open class Builder<DependencyType>: Buildable {
    public let dependency: DependencyType
    public init(dependency: DependencyType) { self.dependency = dependency }
}

public protocol Interactable: AnyObject {}

open class Interactor: Interactable {
    public init() {}
}

public protocol Routing: AnyObject {
    func attachChild(_ child: Routing)
}

open class Router<InteractorType>: Routing {
    public let interactor: InteractorType
    public private(set) var children: [Routing] = []
    public init(interactor: InteractorType) { self.interactor = interactor }
    public final func attachChild(_ child: Routing) { children.append(child) }
}

public protocol ViewableRouting: Routing {}

open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    public let viewController: ViewControllerType
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        super.init(interactor: interactor)
    }
}

public protocol LaunchRouting: ViewableRouting {}

open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {}

import RIBs

public protocol CartDependency: Dependency {
}

public protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> CartRouting
}

public protocol CartRouting: ViewableRouting {}

public protocol CartListener: AnyObject {}

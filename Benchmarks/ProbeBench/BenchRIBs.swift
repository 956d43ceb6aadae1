import TicTacToeFixture

// Small RIBs built on the fixture's reproduction of RIBs-iOS: a router holds its interactor (and, when
// viewful, its view controller) and a builder for its children; the builder's dependency is the RIB's
// own component, whose `dependency` is the parent RIB's component, up to a root component over
// `EmptyComponent`. So each discovery reflects a router, an interactor, a builder and a component chain
// as deep as the router, as in an app.

/// What a bench RIB needs from its parent's scope.
protocol BenchDependency: Dependency {}

/// Who a bench interactor reports to: its parent RIB's interactor.
protocol BenchListener: AnyObject {}

/// The root scope, below the empty component.
final class BenchRootComponent: Component<EmptyDependency>, BenchDependency {}

/// A bench RIB's scope: it passes its parent's scope on to its children.
final class BenchComponent: Component<BenchDependency>, BenchDependency {}

/// A bench RIB's business logic; it reports to its parent's interactor and is its children's listener.
final class BenchInteractor: Interactor, BenchListener {
    /// The parent RIB's interactor (nil for the root).
    weak var listener: BenchListener?
}

/// A viewful bench RIB's view.
final class BenchViewController: UIViewControllerStandIn, ViewControllable {}

/// What the tree builder needs from any bench router: the builder of its children and its interactor.
protocol BenchRouting: Routing {
    /// Builds this RIB's children, from this RIB's component.
    var childBuilder: BenchBuilder { get }
    /// The RIB's interactor, the listener of the children it builds.
    var interactor: BenchInteractor { get }
}

/// A viewless bench RIB's router (a plain `Router`).
final class BenchRouter: Router<BenchInteractor>, BenchRouting {
    let childBuilder: BenchBuilder

    init(interactor: BenchInteractor, childBuilder: BenchBuilder) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor)
    }
}

/// A viewful bench RIB's router.
final class BenchViewableRouter: ViewableRouter<BenchInteractor, BenchViewController>, BenchRouting {
    let childBuilder: BenchBuilder

    init(interactor: BenchInteractor, viewController: BenchViewController, childBuilder: BenchBuilder) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

/// The bench tree's root router, launched into a window.
final class BenchLaunchRouter: LaunchRouter<BenchInteractor, BenchViewController>, BenchRouting {
    let childBuilder: BenchBuilder

    init(interactor: BenchInteractor, viewController: BenchViewController, childBuilder: BenchBuilder) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

/// Builds a bench RIB: a new component below the builder's dependency, an interactor, a view controller
/// when viewful, and a builder for the new RIB's own children.
final class BenchBuilder: Builder<BenchDependency> {
    func build(viewful: Bool, listener: BenchListener) -> BenchRouting {
        let component = BenchComponent(dependency: dependency)
        let interactor = BenchInteractor()
        interactor.listener = listener
        let childBuilder = BenchBuilder(dependency: component)
        if viewful {
            return BenchViewableRouter(
                interactor: interactor, viewController: BenchViewController(), childBuilder: childBuilder)
        }
        return BenchRouter(interactor: interactor, childBuilder: childBuilder)
    }
}

/// A launched tree of bench RIBs, attached level by level with the real `attachChild`.
///
/// Shape: level sizes 1, 3, 9, 27, 81, then about 176 per level down to level 10 (1,000 routers). Node `j`
/// of a level is attached under node `j / 3` of the level above, so every router with children has 3
/// (the last of a level maybe fewer) and the first levels are full. Routers alternate viewful/viewless in
/// creation order (the root is viewful), so half are viewless.
struct BenchTree {
    let window = UIWindowStandIn()
    let root: BenchLaunchRouter
    /// Every router, in creation order (breadth-first); `routers[0]` is the root.
    private(set) var routers: [BenchRouting] = []
    /// The index of each router's parent in `routers`; -1 for the root.
    private(set) var parents: [Int] = []
    private(set) var levelSizes: [Int] = []

    /// Builds and launches a tree of `count` routers over `levels` levels.
    init(count: Int = 1_000, levels: Int = 10) {
        levelSizes = Self.levelSizes(count: count, levels: levels)
        let component = BenchRootComponent(dependency: EmptyComponent())
        root = BenchLaunchRouter(
            interactor: BenchInteractor(), viewController: BenchViewController(),
            childBuilder: BenchBuilder(dependency: component))
        root.launch(from: window)
        routers = [root]
        parents = [-1]
        var previous = [0]
        for size in levelSizes.dropFirst() {
            var current: [Int] = []
            for j in 0..<size {
                let parentIndex = previous[j / 3]
                let parent = routers[parentIndex]
                let child = parent.childBuilder.build(viewful: routers.count % 2 == 0, listener: parent.interactor)
                current.append(routers.count)
                routers.append(child)
                parents.append(parentIndex)
                parent.attachChild(child)
            }
            previous = current
        }
    }

    /// 1, 3, 9, … while that leaves enough for the remaining levels, then the rest spread evenly.
    private static func levelSizes(count: Int, levels: Int) -> [Int] {
        var sizes: [Int] = []
        var left = count
        var size = 1
        while sizes.count < levels - 1, left - size >= (levels - sizes.count - 1) * size * 3 {
            sizes.append(size)
            left -= size
            size *= 3
        }
        let rest = levels - sizes.count
        for k in 0..<rest {
            let share = left / (rest - k)
            sizes.append(min(share, (sizes.last ?? 1) * 3))
            left -= sizes[sizes.count - 1]
        }
        return sizes
    }

    var count: Int { routers.count }
    var viewlessCount: Int { routers.filter { !($0 is ViewableRouting) }.count }
    var maximumFanOut: Int { routers.map(\.children.count).max() ?? 0 }

    /// Routers with no children, with their parents, as the objects the probe's hooks take.
    var leaves: [(child: AnyObject, parent: AnyObject)] {
        routers.indices.filter { routers[$0].children.isEmpty && parents[$0] >= 0 }
            .map { (routers[$0] as AnyObject, routers[parents[$0]] as AnyObject) }
    }
}

/// The reference: visits every router under `router` through `Routing.children` only, and counts them.
func countRouters(_ router: Routing) -> Int {
    var count = 1
    for child in router.children {
        count += countRouters(child)
    }
    return count
}
